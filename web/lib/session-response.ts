// GET /api/session's answer. A module of its own so the signed-out page need not load zod (session.ts).
import * as z from 'zod/mini';
import { userResponse } from '../../modules/identity/contract';

export const sessionResponse = z.object({ user: z.nullable(userResponse) });

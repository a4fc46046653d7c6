// The contracts are written with zod/mini (docs/decisions/0026-zod-mini-contracts.md), which loads
// no locale: without one, zod's own messages (a wrong type, a bad enum value) read "Invalid input".
// Classic zod registers English the first time it builds a schema; this does the same for the
// contracts, in the browser and on the server alike, so both say exactly what classic zod said.
// Importing it configures zod once (an explicit locale set elsewhere is kept).
import { config } from 'zod/mini';
import { en } from 'zod/locales';

if (!config().localeError) config(en());

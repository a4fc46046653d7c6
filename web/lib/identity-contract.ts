// The identity contract (and with it zod) as a chunk of its own: the signed-out /auth page shows
// its forms without it and fetches it for the first check or request (docs/decisions/0014-web-bundle.md).
export const loadIdentityContract = () => import('../../modules/identity/contract');

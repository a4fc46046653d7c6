// The platform's roles (ARCHITECTURE.md, security model). Every route checks them on the server;
// the identity module's contract re-exports them for its requests and for the web app.
export const ROLES = ['client', 'investigator', 'admin', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

/** Staff work cases: investigators and the operations (admin) account. */
export const STAFF_ROLES: readonly Role[] = ['investigator', 'admin'];
export const isStaff = (role: Role): boolean => STAFF_ROLES.includes(role);

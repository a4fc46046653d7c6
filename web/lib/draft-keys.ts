// Where form drafts live in localStorage, and their removal at sign-in and sign-out
// (./session.ts). A module of its own: every page loads the session code, and only the forms
// with drafts need ./form-drafts.ts.

const PREFIX = 'casebook.draft.';

/** The storage key of `userId`'s draft of `form`. */
export const draftKey = (form: string, userId: number) => `${PREFIX}${form}.u${userId}`;

/** localStorage, or null where the browser refuses it (storage off, a sandboxed frame). */
export function draftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Removes every draft, or every draft but `keepUserId`'s: on sign-out, and on a sign-in (the
 * browser may be shared, and the last user may have left without signing out).
 */
export function clearDrafts({ keepUserId }: { keepUserId?: number } = {}): void {
  const store = draftStorage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    const keep = keepUserId === undefined ? null : `.u${keepUserId}`;
    for (const key of keys) if (keep === null || !key.endsWith(keep)) store.removeItem(key);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

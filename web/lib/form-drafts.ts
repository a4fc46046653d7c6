// Drafts of long forms, kept in this browser's localStorage per signed-in user (decision 0051):
// what a user typed survives a reload or a slip of navigation and is offered back. A draft holds
// personal case details, so it is only ever read for the user it was written by, every draft goes
// when anyone signs out (./session.ts), a sign-in removes other users' drafts (a shared browser),
// and a draft older than DRAFT_MAX_AGE_MS is dropped unread.
import { draftKey, draftStorage } from './draft-keys';

/** A draft nobody came back to within a week is not worth keeping personal details for. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600_000;

export interface FormDraft<V> {
  savedAt: string;
  values: V;
}

/** Keeps `values` as the user's draft of `form` (a full storage keeps the previous draft). */
export function saveDraft<V>(form: string, userId: number, values: V, now: Date = new Date()): void {
  const draft: FormDraft<V> = { savedAt: now.toISOString(), values };
  try {
    draftStorage()?.setItem(draftKey(form, userId), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage refused: the form still works, without a draft.
  }
}

/** The user's draft of `form`, or null: none, unreadable, or too old (then removed). */
export function loadDraft<V>(form: string, userId: number, now: Date = new Date()): FormDraft<V> | null {
  let draft: unknown;
  try {
    const raw = draftStorage()?.getItem(draftKey(form, userId));
    if (!raw) return null;
    draft = JSON.parse(raw);
  } catch {
    draft = null;
  }
  const savedAt = (draft as { savedAt?: unknown } | null)?.savedAt;
  const values = (draft as { values?: unknown } | null)?.values;
  const time = typeof savedAt === 'string' ? Date.parse(savedAt) : NaN;
  if (Number.isNaN(time) || typeof values !== 'object' || values === null || now.getTime() - time > DRAFT_MAX_AGE_MS) {
    clearDraft(form, userId);
    return null;
  }
  return { savedAt: savedAt as string, values: values as V };
}

export function clearDraft(form: string, userId: number): void {
  try {
    draftStorage()?.removeItem(draftKey(form, userId));
  } catch {
    // Nothing to remove where there is no storage.
  }
}

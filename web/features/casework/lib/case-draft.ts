// The case form's draft (issue 31, decision 0051): saved in this browser for the signed-in user
// as they type (debounced, and at once when the page is left), offered back when the form opens
// again, removed on a successful submit and by every sign-out (web/lib/form-drafts.ts). Attached
// files are not part of a draft: a File cannot be kept in localStorage.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormInstance } from '../../../components/ui/form';
import { clearDraft, loadDraft, saveDraft, type FormDraft } from '../../../lib/form-drafts';
import { initialCaseFormValues, type CaseFormValues } from './case-form';

export const CASE_FORM_DRAFT = 'case-form';
/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 600;

/** Blank answers ('' or none) count as not given, so a form typed into and emptied again is blank. */
const given = (values: CaseFormValues) => JSON.stringify(values, (_key, value: unknown) => (value === '' ? undefined : value));
export const isBlankCaseForm = (values: CaseFormValues) => given(values) === given(initialCaseFormValues);

export interface CaseFormDraft {
  /** The draft found when the form opened, until the user restores or discards it. */
  offer: FormDraft<CaseFormValues> | null;
  restore: () => void;
  discard: () => void;
  /** The form's `onValuesChange`: schedules the save. */
  changed: (all: CaseFormValues) => void;
  /** The case was submitted: no draft is kept, none is written after. */
  submitted: () => void;
}

/**
 * While a draft is on offer nothing is saved, so a few keys typed into the fresh form before
 * answering do not overwrite it; the answer (restore or discard) starts the saving.
 */
export function useCaseFormDraft(form: FormInstance<CaseFormValues>, userId: number | undefined): CaseFormDraft {
  const [offer, setOffer] = useState(() => (userId === undefined ? null : loadDraft<CaseFormValues>(CASE_FORM_DRAFT, userId)));
  const offered = useRef(offer !== null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<CaseFormValues | null>(null);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const values = pending.current;
    pending.current = null;
    if (values === null || userId === undefined) return;
    if (isBlankCaseForm(values)) clearDraft(CASE_FORM_DRAFT, userId);
    else saveDraft(CASE_FORM_DRAFT, userId, values);
  }, [userId]);

  // Leaving the page (reload, closing the tab, a link away) or the form writes what is waiting.
  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => {
      window.removeEventListener('pagehide', write);
      write();
    };
  }, [write]);

  const changed = (all: CaseFormValues) => {
    if (offered.current || userId === undefined) return;
    pending.current = all;
    clearTimeout(timer.current);
    timer.current = setTimeout(write, DRAFT_SAVE_DELAY_MS);
  };

  const answer = () => {
    offered.current = false;
    setOffer(null);
  };

  return {
    offer,
    restore: () => {
      if (!offer) return;
      answer();
      form.setFieldsValue({ ...offer.values });
      pending.current = form.getFieldsValue(true);
      write();
    },
    discard: () => {
      answer();
      if (userId !== undefined) clearDraft(CASE_FORM_DRAFT, userId);
      // What was typed meanwhile is the draft from now on.
      if (!isBlankCaseForm(form.getFieldsValue(true))) changed(form.getFieldsValue(true));
    },
    changed,
    submitted: () => {
      clearTimeout(timer.current);
      pending.current = null;
      offered.current = false;
      setOffer(null);
      if (userId !== undefined) clearDraft(CASE_FORM_DRAFT, userId);
    },
  };
}

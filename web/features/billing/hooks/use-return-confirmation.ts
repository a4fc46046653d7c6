import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConfirmReturnRequest } from '../../../../modules/billing/contract';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useConfirmReturn } from '../api/confirm-return';
import { describeReturnOutcome, toConfirmReturnRequest, type OutcomeNotice, type ReturnParams } from '../lib/return-outcome';

export interface ReturnConfirmationOptions {
  /** The return was dealt with: the app clears the query string (a reload must not repeat it). */
  onHandled: () => void;
  /** The server answered: what depends on the subscription (the user) is refetched. */
  onChecked?: () => void;
}

export interface ReturnConfirmation {
  /** The server is being asked about the payment. */
  checking: boolean;
  /** What the server said, kept after the query string is cleared. */
  notice: OutcomeNotice | null;
  /** The check itself failed (the query string stays, so a reload tries again). */
  error: unknown;
  /** Asks the server again about the last return (after a failed check, or while processing). */
  recheck: () => void;
}

/**
 * Handles the provider's return to /subscription once per redirect: asks the server what
 * happened (POST confirm-return), shows and toasts the verdict, then has the query string cleared.
 */
export function useReturnConfirmation(params: ReturnParams | undefined, options: ReturnConfirmationOptions): ReturnConfirmation {
  const { mutate, isPending, isError, error } = useConfirmReturn();
  const [notice, setNotice] = useState<OutcomeNotice | null>(null);
  const handled = useRef<string | null>(null);
  const last = useRef<ConfirmReturnRequest | null>(null);
  // The latest callbacks, without re-running the effect when the parent re-renders.
  const callbacks = useRef(options);
  callbacks.current = options;

  const check = useCallback(
    (request: ConfirmReturnRequest) => {
      last.current = request;
      mutate(request, {
        onSuccess: (result) => {
          const next = describeReturnOutcome(result);
          setNotice(next);
          toast({ variant: next.variant, title: next.title, description: next.description });
          callbacks.current.onChecked?.();
          callbacks.current.onHandled();
        },
        onError: (failure) => toast({ variant: 'error', title: 'Payment check failed', description: errorMessage(failure) }),
      });
    },
    [mutate],
  );

  const redirectStatus = params?.redirectStatus;
  const paymentIntent = params?.paymentIntent;

  useEffect(() => {
    if (!redirectStatus) {
      // The query string was cleared: the next return (even the same one again) is new.
      handled.current = null;
      return;
    }
    const key = `${redirectStatus}|${paymentIntent ?? ''}`;
    if (handled.current === key) return;
    handled.current = key;
    const request = toConfirmReturnRequest({ redirectStatus, paymentIntent });
    if (request) check(request);
    // Not a status a provider sends: nothing to confirm.
    else callbacks.current.onHandled();
  }, [redirectStatus, paymentIntent, check]);

  const recheck = useCallback(() => {
    if (last.current) check(last.current);
  }, [check]);

  // From the first render of a return until its query string is cleared (no flash of the offer).
  const awaiting = toConfirmReturnRequest({ redirectStatus, paymentIntent }) !== null && !isError;
  return { checking: isPending || awaiting, notice, error: isError ? error : null, recheck };
}

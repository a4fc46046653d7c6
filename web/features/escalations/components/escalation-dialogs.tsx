import type { EscalationCreatedResponse } from '../../../../modules/conversation/contract';
import { EscalationDialog } from './escalation-dialog';
import { RequestSubmittedDialog } from './request-submitted-dialog';

export interface EscalationDialogsProps {
  open: boolean;
  created: EscalationCreatedResponse | null;
  onClose: () => void;
  onSubmitted: (created: EscalationCreatedResponse) => void;
  onDone: () => void;
}

/** The escalation dialog and its confirmation: EscalateButton loads them on first use. */
export default function EscalationDialogs({ open, created, onClose, onSubmitted, onDone }: EscalationDialogsProps) {
  return (
    <>
      <EscalationDialog open={open} onClose={onClose} onSubmitted={onSubmitted} />
      <RequestSubmittedDialog created={created} onClose={onDone} />
    </>
  );
}

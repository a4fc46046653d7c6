// The reading state beside an attached document (decision 0055): case documents wait their turn in
// the same queue as every user's uploads, so the owner sees where each one stands while it waits.
import type { CaseDocumentReading } from '../../../../modules/casework/reading-contract';
import { plural } from '../../../lib/plural';

/** The words for one document's state: "Waiting to be read (3 documents ahead)", "Being read", "Read", "Could not be read: …". */
export function readingWords(r: CaseDocumentReading): string {
  switch (r.state) {
    case 'waiting':
      return r.ahead && r.ahead > 0 ? `Waiting to be read (${plural(r.ahead, 'document')} ahead)` : 'Waiting to be read (next)';
    case 'reading':
      return 'Being read';
    case 'read':
      return 'Read';
    case 'failed':
      return `Could not be read: ${r.error ?? 'no text was found'}`;
  }
}

export function DocumentReadingState({ reading }: { reading: CaseDocumentReading | undefined }) {
  if (!reading) return null;
  return (
    <span className={`cb-doc-reading cb-doc-reading--${reading.state}`} role="status" aria-live="polite">
      {readingWords(reading)}
    </span>
  );
}

// Read-time upcasters of the directory's events (server only: the web app imports events.ts
// through contract.ts and needs none of this).
import { registerUpcaster } from '../../infra/eventstore/upcasters.js';

/**
 * Schema 1 of these events carried the text in the clear at the top level; read back, it moves
 * under `pii` (it stays unencrypted in the stored bytes: it was written so). An event that already
 * has `pii` was written sealed and is left as it is.
 */
function sealedShape(field: string): (data: Record<string, unknown>) => Record<string, unknown> {
  return (data) => {
    if ('pii' in data || !(field in data)) return data;
    const { [field]: text, ...rest } = data;
    return { ...rest, pii: { [field]: text } };
  };
}
registerUpcaster('ReviewPosted', 1, sealedShape('comment'));
registerUpcaster('InquirySent', 1, sealedShape('description'));
registerUpcaster('InquiryAnswered', 1, sealedShape('piResponse'));

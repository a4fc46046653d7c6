// GET /api/case-analyses/:id/document-reading: where each attached document stands in the documents
// queue that reads it (decision 0055). Shared by the server and the web client.
import * as z from 'zod/mini';

export const documentReadingState = z.enum(['waiting', 'reading', 'read', 'failed']);

export const caseDocumentReading = z.object({
  id: z.string(),
  state: documentReadingState,
  /** Waiting: about how many documents are read before this one (every user's, in turns); null otherwise. */
  ahead: z.nullable(z.int().check(z.nonnegative())),
  /** Failed: why, in words for the owner; null otherwise. */
  error: z.nullable(z.string()),
});
export type CaseDocumentReading = z.infer<typeof caseDocumentReading>;

export const caseDocumentReadingResponse = z.object({ documents: z.array(caseDocumentReading) });
export type CaseDocumentReadingResponse = z.infer<typeof caseDocumentReadingResponse>;

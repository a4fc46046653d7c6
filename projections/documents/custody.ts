// Custody of Document Intelligence's files (decision 0041): the SHA-256 recorded at upload and the
// owner, read from the document's own stream (its DocumentUploaded event, hash-chained and anchored)
// rather than from this view, so neither a view row nor a rebuild can change what a file is checked
// against; and who may read a file's custody log.
import type { EncryptingEventStore } from '../../infra/eventstore/encrypting.js';
import type { Role } from '../../infra/http/roles.js';
import { documentStream, type DocumentEventOf } from '../../modules/documents/index.js';

export interface UploadRecord {
  userId: number;
  sha256: string;
}

/** The document's upload as its stream records it (undefined: no such document). */
export async function uploadRecord(
  store: Pick<EncryptingEventStore, 'readStreamRaw'>,
  documentId: string,
): Promise<UploadRecord | undefined> {
  const uploaded = (await store.readStreamRaw(documentStream(documentId))).find((e) => e.type === 'DocumentUploaded');
  if (!uploaded) return undefined;
  const data = uploaded.data as DocumentEventOf<'DocumentUploaded'>['data'];
  return { userId: data.userId, sha256: data.sha256 };
}

/**
 * The owner reads their file's log (a deleted file's too); the auditor any file's. Everyone else —
 * staff included, who never see a client's documents — is answered as if there were no such file.
 */
export const mayReadCustody = (upload: UploadRecord, reader: { id: number; role: Role }) =>
  reader.role === 'auditor' || upload.userId === reader.id;

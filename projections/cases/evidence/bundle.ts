// A case's evidence bundle (GET /api/case-analyses/:id/bundle, decision 0041): one zip a lawyer can
// check without Casebook — the case's documents, a manifest with their SHA-256s, the case's event
// history as stored (hash-chained, personal data still encrypted) and readable, the anchor that
// pins the stream's head with its inclusion proof, and verify.mjs, a dependency-free Node script
// that re-checks all of it offline. This file only lays the archive out; routes.ts gathers what
// goes in (and checks each file against its upload's hash first).
import { readFile } from 'node:fs/promises';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AnchorProof } from '../../../infra/eventstore/anchors.js';
import type { RecordedEvent } from '../../../infra/eventstore/types.js';
import type { CaseEventOf } from '../../../modules/casework/index.js';

export const BUNDLE_FORMAT = 'casebook-evidence-bundle/1';

export interface BundleDocument {
  documentId: string;
  /** The name it was uploaded under; null once its owner's data was erased. */
  name: string | null;
  contentType: string;
  size: number;
  /** The SHA-256 recorded at upload (the attach event's). */
  sha256: string;
  attachedAt: string;
  /** The history's version of the attach event. */
  version: number;
  /** The verified bytes; null when the file is no longer stored. */
  bytes: Uint8Array | null;
}

export interface BundleInput {
  caseId: number;
  stream: string;
  generatedAt: string;
  generatedBy: { userId: number; role: string };
  /** The case stream as stored (what the chain covers). */
  raw: readonly RecordedEvent[];
  /** The case history as GET /api/audit/cases/:id answers it (readable; not what is verified). */
  history: unknown;
  /** The latest anchor holding the stream, with its inclusion proof; undefined when none does yet. */
  anchor: AnchorProof | undefined;
  documents: readonly BundleDocument[];
}

/** The documents the stream still holds (attached and not removed since), in the order they were attached. */
export function heldDocuments(events: readonly RecordedEvent[]): { version: number; data: CaseEventOf<'CaseDocumentAttached'>['data'] }[] {
  const held = new Map<string, { version: number; data: CaseEventOf<'CaseDocumentAttached'>['data'] }>();
  for (const e of events) {
    if (e.type === 'CaseDocumentAttached') {
      const data = e.data as CaseEventOf<'CaseDocumentAttached'>['data'];
      held.set(data.documentId, { version: e.version, data });
    }
    if (e.type === 'CaseDocumentRemoved') held.delete((e.data as CaseEventOf<'CaseDocumentRemoved'>['data']).documentId);
  }
  return [...held.values()];
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/** A file name safe on every system: ASCII letters, digits, dot, dash and underscore, numbered so none collide. */
export function bundlePath(index: number, doc: Pick<BundleDocument, 'documentId' | 'name' | 'contentType'>): string {
  const base = (doc.name ?? doc.documentId)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  const ext = EXTENSIONS[doc.contentType] ?? '';
  const name = base === '' ? doc.documentId : base;
  return `documents/${String(index + 1).padStart(2, '0')}-${name.toLowerCase().endsWith(ext) ? name : `${name}${ext}`}`;
}

// Beside this file in the sources and beside main.js in a build (package.json's build:server copies it).
let script: Promise<Uint8Array> | undefined;
export function verifyScript(): Promise<Uint8Array> {
  script ??= readFile(new URL('./verify.mjs', import.meta.url)).catch((err: unknown) => {
    script = undefined;
    throw err;
  });
  return script;
}

const README = (input: BundleInput) => `Casebook evidence bundle — case ${input.caseId}
Made ${input.generatedAt} for user ${input.generatedBy.userId} (${input.generatedBy.role}).

What is here
  manifest.json            the documents with the SHA-256 recorded when each was uploaded
  documents/               the files themselves, as uploaded
  history/events.json      the case's event history exactly as stored: each event's hash is
                           SHA-256(previous hash + its canonical JSON); personal data inside
                           events stays encrypted, and the hashes cover it as stored
  history/anchor.json      the anchor that pins the history's head (a Merkle root over every
                           stream's head, chained to the anchors before it) and the proof that
                           this case's head is in it
  history/case-history.json  the same history as Casebook shows it, for reading (not verified)
  verify.mjs               the check, in plain Node with no dependencies

How to check it (Node 18 or later, no network needed)
  node verify.mjs

It prints one line per check and exits 0 when everything verifies, 1 when anything does not
(naming the file or event), 2 when a document could not be included. Compare the anchor hash it
prints with a copy kept outside Casebook (an auditor's export of GET /api/audit/anchors).
`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The zip: everything under one folder, `case-<id>-evidence/`. */
export async function buildBundle(input: BundleInput): Promise<{ fileName: string; zip: Uint8Array }> {
  const folder = `case-${input.caseId}-evidence`;
  const documents = input.documents.map((d, i) => ({ ...d, path: d.bytes ? bundlePath(i, d) : null }));
  const head = input.raw.at(-1)!;
  const manifest = {
    format: BUNDLE_FORMAT,
    caseId: input.caseId,
    stream: input.stream,
    generatedAt: input.generatedAt,
    generatedBy: input.generatedBy,
    documents: documents.map((d) => ({
      documentId: d.documentId,
      name: d.name,
      path: d.path,
      contentType: d.contentType,
      size: d.size,
      sha256: d.sha256,
      attachedAt: d.attachedAt,
      attachedInVersion: d.version,
      ...(d.path === null ? { absent: 'The file is no longer stored (its owner’s data may have been erased).' } : {}),
    })),
    history: { path: 'history/events.json', events: input.raw.length, head: { version: head.version, hash: head.hash } },
    anchor: input.anchor ? { path: 'history/anchor.json', seq: input.anchor.anchor.seq, hash: input.anchor.anchor.hash } : null,
  };
  const stored = input.raw.map((e) => ({
    id: e.id,
    stream: e.stream,
    version: e.version,
    type: e.type,
    data: e.data,
    metadata: e.metadata,
    createdAt: e.createdAt,
    prevHash: e.prevHash,
    hash: e.hash,
  }));
  const mtime = new Date(input.generatedAt);
  const files: Zippable = {
    [`${folder}/README.txt`]: strToU8(README(input)),
    [`${folder}/manifest.json`]: json(manifest),
    [`${folder}/history/events.json`]: json(stored),
    [`${folder}/history/case-history.json`]: json(input.history),
    // Unix mode 0755, so it can also be run as ./verify.mjs.
    [`${folder}/verify.mjs`]: [await verifyScript(), { os: 3, attrs: 0o100755 << 16 }],
  };
  if (input.anchor) {
    const { anchor, leaf, leafIndex, treeSize, path } = input.anchor;
    files[`${folder}/history/anchor.json`] = json({ anchor, leaf, leafIndex, treeSize, path, root: anchor.root });
  }
  // Documents are stored as they are (PDFs and pictures are compressed already).
  for (const d of documents) if (d.path && d.bytes) files[`${folder}/${d.path}`] = [d.bytes, { level: 0 }];
  return { fileName: `${folder}.zip`, zip: zipSync(files, { level: 6, mtime }) };
}

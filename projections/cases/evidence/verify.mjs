#!/usr/bin/env node
// Checks a Casebook case evidence bundle offline, with plain Node (18 or later) and nothing else:
//
//   node verify.mjs            (the bundle is the folder this script is in)
//   node verify.mjs <folder>
//
// 1. The case history (history/events.json): every event's hash is SHA-256(previous hash + the
//    event's canonical JSON, RFC 8785), versions run 1, 2, … without a gap, and each event links to
//    the one before it. Personal data inside events stays encrypted; the hashes cover it as stored.
// 2. The documents: each file's SHA-256 equals the one its upload event in that history recorded
//    (CaseDocumentAttached), every document the history still holds is here, and nothing else is.
// 3. The anchor (history/anchor.json): its hash matches its fields and the hash before it, the case
//    stream's anchored head is in its Merkle root (RFC 9162 inclusion proof), and that head is the
//    event of the same version in the history. Compare the anchor's hash with a copy kept outside
//    Casebook (GET /api/audit/anchors, exported earlier) to know the history was not rewritten
//    whole before the bundle was made.
//
// Prints one line per check and exits 0 when everything verifies, 1 when anything failed, 2 when
// nothing failed but a document could not be included (its file is no longer stored).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GENESIS = '0'.repeat(64);
const root = path.resolve(process.argv[2] ?? path.dirname(fileURLToPath(import.meta.url)));
const failures = [];
let absent = 0;
let anchored = false;

const ok = (what) => console.log(`OK      ${what}`);
const fail = (what) => {
  failures.push(what);
  console.log(`FAILED  ${what}`);
};
const note = (what) => console.log(`        ${what}`);

const sha256 = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};
const sha256Hex = (...parts) => sha256(...parts).toString('hex');

/** RFC 8785 canonical JSON of a parsed JSON value: keys sorted by UTF-16 code units, ECMAScript number and string forms. */
function canonical(v) {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && !Number.isFinite(v)) throw new Error('a number that JSON cannot hold');
    return JSON.stringify(v);
  }
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const keys = Object.keys(v)
    .filter((k) => v[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
}

function readJson(rel) {
  const file = path.join(root, rel);
  if (!existsSync(file)) throw new Error(`${rel} is missing`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${rel} is not valid JSON (${err.message})`, { cause: err });
  }
}

// ───────────────────────────────────────────────────────────── the history's hash chain

function eventHash(prevHash, e) {
  const { id, stream, version, type, data, metadata, createdAt } = e;
  return sha256Hex(prevHash + canonical({ id, stream, version, type, data, metadata, createdAt }));
}

function verifyHistory(manifest) {
  const events = readJson(manifest.history.path);
  if (!Array.isArray(events) || events.length === 0) {
    fail(`history: ${manifest.history.path} holds no events`);
    return undefined;
  }
  let prev = GENESIS;
  for (const [i, e] of events.entries()) {
    const where = `history: event ${i + 1} (${e?.type ?? 'no type'})`;
    if (e?.stream !== manifest.stream) return void fail(`${where} belongs to stream ${e?.stream}, not ${manifest.stream}`);
    if (e.version !== i + 1) return void fail(`${where} has version ${e.version}: version ${i + 1} is missing or out of place`);
    if (e.prevHash !== prev) return void fail(`${where} does not link to the previous event's hash`);
    if (eventHash(prev, e) !== e.hash) return void fail(`${where} was altered: its hash does not match its contents`);
    prev = e.hash;
  }
  const head = events.at(-1);
  if (manifest.history.head && (manifest.history.head.version !== head.version || manifest.history.head.hash !== head.hash))
    return void fail(`history: the manifest's head (version ${manifest.history.head.version}) is not the history's last event`);
  ok(`history: ${events.length} events of ${manifest.stream}, hash chain intact (head version ${head.version}, hash ${head.hash})`);
  return events;
}

// ───────────────────────────────────────────────────────────── the documents

/** The documents the history still holds: attached and not removed since, with the SHA-256 recorded at upload. */
function documentsIn(events) {
  const held = new Map();
  for (const e of events) {
    if (e.type === 'CaseDocumentAttached') held.set(e.data.documentId, { sha256: e.data.sha256, version: e.version });
    if (e.type === 'CaseDocumentRemoved') held.delete(e.data.documentId);
  }
  return held;
}

function verifyDocuments(manifest, events) {
  const held = documentsIn(events);
  const listed = new Set();
  for (const d of manifest.documents) {
    const label = d.path ?? `document ${d.documentId}`;
    listed.add(d.documentId);
    const upload = held.get(d.documentId);
    if (!upload) {
      fail(`${label}: the history has no upload of document ${d.documentId} (or it was removed)`);
      continue;
    }
    if (d.sha256 !== upload.sha256) {
      fail(`${label}: the manifest's SHA-256 ${d.sha256} is not the one recorded at upload (event ${upload.version}: ${upload.sha256})`);
      continue;
    }
    if (d.path === null) {
      absent += 1;
      console.log(`ABSENT  document ${d.documentId}: ${d.absent ?? 'not included'}`);
      continue;
    }
    const file = path.join(root, d.path);
    if (!path.resolve(file).startsWith(root + path.sep) || !existsSync(file)) {
      fail(`${d.path}: the file is missing`);
      continue;
    }
    const actual = sha256Hex(readFileSync(file));
    if (actual !== upload.sha256) {
      fail(`${d.path}: SHA-256 is ${actual}, but ${upload.sha256} was recorded at upload (event ${upload.version}): the file was changed`);
      continue;
    }
    ok(`${d.path}: SHA-256 ${actual} matches the upload (event ${upload.version})`);
  }
  for (const [documentId, upload] of held) {
    if (!listed.has(documentId)) fail(`document ${documentId} (uploaded in event ${upload.version}) is missing from the bundle`);
  }
  const dir = path.join(root, 'documents');
  const expected = new Set(manifest.documents.filter((d) => d.path).map((d) => path.normalize(d.path)));
  if (existsSync(dir) && statSync(dir).isDirectory()) {
    for (const name of readdirSync(dir)) {
      const rel = path.normalize(path.join('documents', name));
      if (!expected.has(rel)) fail(`${rel}: not in the manifest (a file added to the bundle)`);
    }
  }
}

// ───────────────────────────────────────────────────────────── the anchor

const leafHash = (leaf) =>
  sha256(Buffer.from([0]), Buffer.from(canonical({ hash: leaf.hash, stream: leaf.stream, version: leaf.version }), 'utf8'));
const nodeHash = (left, right) => sha256(Buffer.from([1]), left, right);

/** RFC 9162 §2.1.3.2: does the audit path lead from the leaf to the root? */
function inclusionHolds(proof, rootHex) {
  const { leafIndex, treeSize } = proof;
  if (!Number.isInteger(leafIndex) || !Number.isInteger(treeSize) || leafIndex < 0 || leafIndex >= treeSize) return false;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = leafHash(proof.leaf);
  for (const hex of proof.path) {
    const p = Buffer.from(hex, 'hex');
    if (sn === 0) return false;
    if ((fn & 1) === 1 || fn === sn) {
      r = nodeHash(p, r);
      if ((fn & 1) === 0) {
        while ((fn & 1) === 0 && fn !== 0) {
          fn >>= 1;
          sn >>= 1;
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn >>= 1;
    sn >>= 1;
  }
  return sn === 0 && r.toString('hex') === rootHex;
}

function verifyAnchor(manifest, events) {
  if (!manifest.anchor) {
    console.log('WARNING no anchor: the case stream was not in any anchor when the bundle was made; the history chain stands on its own');
    return;
  }
  const a = readJson(manifest.anchor.path);
  const { anchor, leaf } = a;
  const body = {
    seq: anchor.seq,
    createdAt: anchor.createdAt,
    position: anchor.position,
    streamCount: anchor.streamCount,
    root: anchor.root,
  };
  if (sha256Hex(anchor.prevHash + canonical(body)) !== anchor.hash)
    return void fail(`anchor ${anchor.seq}: its hash does not match its fields`);
  if (leaf.stream !== manifest.stream) return void fail(`anchor ${anchor.seq}: the proof is for ${leaf.stream}, not ${manifest.stream}`);
  if (!inclusionHolds(a, anchor.root))
    return void fail(
      `anchor ${anchor.seq}: the inclusion proof does not lead from ${leaf.stream} version ${leaf.version} to the anchor's root`,
    );
  const atVersion = events[leaf.version - 1];
  if (!atVersion || atVersion.version !== leaf.version || atVersion.hash !== leaf.hash)
    return void fail(
      `anchor ${anchor.seq}: version ${leaf.version} of the history does not have the anchored hash ${leaf.hash}: the history was rewritten`,
    );
  ok(`anchor ${anchor.seq} of ${anchor.createdAt}: ${manifest.stream} version ${leaf.version} is in its Merkle root ${anchor.root}`);
  anchored = true;
  if (leaf.version < events.length)
    note(`events ${leaf.version + 1}–${events.length} came after this anchor: they are chained, not yet anchored`);
  note(`compare anchor ${anchor.seq}'s hash ${anchor.hash} with a copy kept outside Casebook`);
}

// ───────────────────────────────────────────────────────────── run

try {
  const manifest = readJson('manifest.json');
  if (manifest.format !== 'casebook-evidence-bundle/1') throw new Error(`manifest.json: unknown format ${JSON.stringify(manifest.format)}`);
  console.log(`Casebook evidence bundle: case ${manifest.caseId} (${manifest.stream}), made ${manifest.generatedAt}`);
  const events = verifyHistory(manifest);
  if (events) {
    verifyDocuments(manifest, events);
    verifyAnchor(manifest, events);
  }
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}

if (failures.length > 0) {
  console.log(`\nNOT VERIFIED: ${failures.length} check(s) failed.`);
  process.exit(1);
}
if (absent > 0) {
  console.log(`\nINCOMPLETE: everything included verifies, but ${absent} document(s) could not be included.`);
  process.exit(2);
}
console.log(
  `\nVERIFIED: every document matches its upload and the history is intact${anchored ? ', pinned by its anchor' : ' (no anchor yet)'}.`,
);

// A Merkle tree over stream heads, as Certificate Transparency builds it (RFC 9162 §2.1): leaves
// and inner nodes hashed with different prefixes, and an inclusion proof (audit path) that lets
// anyone holding a root check that one leaf is in it without the other leaves.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

export interface Leaf {
  stream: string;
  version: number;
  hash: string;
}

const sha256 = (...parts: Buffer[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};

/** The leaf's bytes: canonical JSON of stream, version and head hash. */
export function leafBytes(leaf: Leaf): Buffer {
  return Buffer.from(canonicalize({ hash: leaf.hash, stream: leaf.stream, version: leaf.version })!, 'utf8');
}

export const leafHash = (leaf: Leaf) => sha256(Buffer.from([0]), leafBytes(leaf));
const nodeHash = (left: Buffer, right: Buffer) => sha256(Buffer.from([1]), left, right);

/** The largest power of two smaller than n (n > 1). */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function treeHash(hashes: readonly Buffer[]): Buffer {
  if (hashes.length === 0) return sha256();
  if (hashes.length === 1) return hashes[0]!;
  const k = split(hashes.length);
  return nodeHash(treeHash(hashes.slice(0, k)), treeHash(hashes.slice(k)));
}

function auditPath(m: number, hashes: readonly Buffer[]): Buffer[] {
  if (hashes.length <= 1) return [];
  const k = split(hashes.length);
  return m < k
    ? [...auditPath(m, hashes.slice(0, k)), treeHash(hashes.slice(k))]
    : [...auditPath(m - k, hashes.slice(k)), treeHash(hashes.slice(0, k))];
}

/** Leaves in the tree's order: by stream name (code units), one per stream. */
export const sortLeaves = (leaves: readonly Leaf[]) => [...leaves].sort((a, b) => (a.stream < b.stream ? -1 : a.stream > b.stream ? 1 : 0));

/** The root (hex) of the sorted leaves. */
export function merkleRoot(sorted: readonly Leaf[]): string {
  return treeHash(sorted.map(leafHash)).toString('hex');
}

export interface InclusionProof {
  leaf: Leaf;
  leafIndex: number;
  treeSize: number;
  /** Sibling hashes from the leaf up (hex). */
  path: string[];
  root: string;
}

export function inclusionProof(sorted: readonly Leaf[], stream: string): InclusionProof | undefined {
  const index = sorted.findIndex((l) => l.stream === stream);
  if (index < 0) return undefined;
  const hashes = sorted.map(leafHash);
  return {
    leaf: sorted[index]!,
    leafIndex: index,
    treeSize: sorted.length,
    path: auditPath(index, hashes).map((h) => h.toString('hex')),
    root: treeHash(hashes).toString('hex'),
  };
}

/** RFC 9162 §2.1.3.2: does the audit path lead from this leaf to the root? */
export function verifyInclusion(proof: InclusionProof): boolean {
  const { leafIndex, treeSize } = proof;
  if (leafIndex < 0 || leafIndex >= treeSize) return false;
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
  return sn === 0 && r.toString('hex') === proof.root;
}

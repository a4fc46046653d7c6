import { describe, expect, it } from 'vitest';
import { inclusionProof, merkleRoot, sortLeaves, verifyInclusion, type Leaf } from './merkle.js';

const leaves = (n: number): Leaf[] =>
  sortLeaves(Array.from({ length: n }, (_, i) => ({ stream: `case-${i}`, version: i + 1, hash: String(i).padStart(64, 'a') })));

describe('Merkle tree over stream heads', () => {
  it('proves the inclusion of every leaf, for every tree size up to 33', () => {
    for (let n = 1; n <= 33; n++) {
      const sorted = leaves(n);
      const root = merkleRoot(sorted);
      for (const leaf of sorted) {
        const proof = inclusionProof(sorted, leaf.stream)!;
        expect(proof.root).toBe(root);
        expect(verifyInclusion(proof), `${leaf.stream} of ${n}`).toBe(true);
      }
    }
  });

  it('refuses a proof for a changed head, a changed path, or another root', () => {
    const sorted = leaves(13);
    const proof = inclusionProof(sorted, 'case-7')!;
    expect(verifyInclusion({ ...proof, leaf: { ...proof.leaf, hash: 'f'.repeat(64) } })).toBe(false);
    expect(verifyInclusion({ ...proof, leaf: { ...proof.leaf, version: proof.leaf.version + 1 } })).toBe(false);
    expect(verifyInclusion({ ...proof, path: [...proof.path.slice(0, -1), '0'.repeat(64)] })).toBe(false);
    expect(verifyInclusion({ ...proof, root: merkleRoot(leaves(12)) })).toBe(false);
    expect(verifyInclusion({ ...proof, leafIndex: proof.leafIndex + 1 })).toBe(false);
  });

  it('changes its root when any head changes, and does not depend on the order leaves come in', () => {
    const sorted = leaves(8);
    const changed = sorted.map((l, i) => (i === 5 ? { ...l, hash: 'b'.repeat(64) } : l));
    expect(merkleRoot(changed)).not.toBe(merkleRoot(sorted));
    expect(merkleRoot(sortLeaves([...sorted].reverse()))).toBe(merkleRoot(sorted));
    expect(inclusionProof(sorted, 'case-99')).toBeUndefined();
  });
});

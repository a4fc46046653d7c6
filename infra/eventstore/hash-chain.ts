// Per-stream hash chain: each event's hash = SHA-256(previous hash + its stored bytes). It is
// computed over what is stored (ciphertext included), so a stream still verifies after a user's
// data key was deleted, and an auditor can prove that nothing was altered, removed or reordered.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { RecordedEvent } from './types.js';

/** The `prevHash` of a stream's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields the hash covers, exactly as stored. */
export type StoredEventFields = Pick<RecordedEvent, 'id' | 'stream' | 'version' | 'type' | 'data' | 'metadata' | 'createdAt'>;

/** An event as far as the chain is concerned (every RecordedEvent is one). */
export type ChainedEvent = StoredEventFields & Pick<RecordedEvent, 'prevHash' | 'hash'>;

/**
 * Canonical JSON (RFC 8785: sorted keys, fixed number and string forms) of the stored fields, so
 * the bytes do not depend on key order or on how a database hands the JSON back.
 */
export function storedBytes(e: StoredEventFields): string {
  const { id, stream, version, type, data, metadata, createdAt } = e;
  const json = canonicalize({ id, stream, version, type, data, metadata, createdAt });
  // canonicalize answers undefined only for an undefined input; ours is always an object.
  if (json === undefined) throw new Error(`Event ${id} cannot be serialised`);
  return json;
}

export function computeHash(prevHash: string, e: StoredEventFields): string {
  return createHash('sha256').update(prevHash).update(storedBytes(e)).digest('hex');
}

export interface ChainVerification {
  ok: boolean;
  /** Events whose link and hash were checked before the first failure (all of them when ok). */
  checked: number;
  /** The first version that is missing, out of place, unlinked or altered. */
  firstBadVersion?: number;
  reason?: string;
}

export interface VerifyChainOptions {
  /**
   * Verify a tail of a stream: the last trusted event before `events[0]` (for example the head
   * an auditor recorded earlier). Without it the events must start at version 1 from GENESIS_HASH,
   * so a removed first event is caught too.
   */
  after?: { version: number; hash: string };
}

/**
 * Verifies one stream's events, given in version order (as readStream returns them).
 * Detects an altered event (its hash no longer matches its bytes), a removed or reordered event
 * (a version gap) and a broken link (prevHash is not the previous event's hash).
 * Rewriting every hash from the altered event to the head cannot be caught from the stream
 * alone; comparing the head hash with one recorded elsewhere catches that.
 */
export function verifyChain(events: readonly ChainedEvent[], opts: VerifyChainOptions = {}): ChainVerification {
  let expectedVersion = (opts.after?.version ?? 0) + 1;
  let prevHash = opts.after?.hash ?? GENESIS_HASH;
  const stream = events[0]?.stream;
  let checked = 0;
  for (const e of events) {
    if (e.stream !== stream) {
      return { ok: false, checked, firstBadVersion: e.version, reason: `event ${e.id} belongs to stream ${e.stream}, not ${stream}` };
    }
    if (e.version !== expectedVersion) {
      return {
        ok: false,
        checked,
        firstBadVersion: Math.min(expectedVersion, e.version),
        reason:
          e.version > expectedVersion
            ? `version ${expectedVersion} is missing (next stored is ${e.version})`
            : `version ${e.version} is out of place (expected ${expectedVersion})`,
      };
    }
    if (e.prevHash !== prevHash) {
      return { ok: false, checked, firstBadVersion: e.version, reason: `version ${e.version} does not link to the previous event's hash` };
    }
    if (computeHash(prevHash, e) !== e.hash) {
      return { ok: false, checked, firstBadVersion: e.version, reason: `version ${e.version} was altered: its hash does not match its stored bytes` };
    }
    prevHash = e.hash;
    expectedVersion += 1;
    checked += 1;
  }
  return { ok: true, checked };
}

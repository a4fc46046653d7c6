// Wraps any event store adapter: `data.pii` of an event whose metadata names a `piiSubject` is
// encrypted with that user's data key before it is stored, and decrypted on every read.
// When the key is gone (the user was erased) reads answer `pii: null` — the event, its hash chain
// and everything that is not personal stay intact.
import { EventEmitter } from 'node:events';
import { decrypt, encrypt, isCiphertext, type KeyStore } from '../crypto/keys.js';
import { validateEvents, type EventSchemas } from './schemas.js';
import type { AppendOptions, AppendResult, EventStore, NewEvent, Position, ReadAllOptions, RecordedEvent, Subscription } from './types.js';

export class EncryptingEventStore implements EventStore {
  /** Emits 'appended' (AppendResult) after every successful append in this process. */
  readonly appended = new EventEmitter();

  constructor(
    readonly inner: EventStore,
    private readonly keys: KeyStore,
    /** When given, every appended event's data (plaintext, before sealing) must match its type's schema. */
    private readonly schemas?: EventSchemas,
  ) {
    this.appended.setMaxListeners(100);
  }

  get kind() {
    return this.inner.kind;
  }

  async appendToStream(stream: string, events: NewEvent[], opts: AppendOptions): Promise<AppendResult> {
    if (this.schemas) validateEvents(events, this.schemas);
    const sealed: NewEvent[] = [];
    for (const e of events) {
      const subject = e.metadata.piiSubject;
      if (subject !== undefined && e.data.pii !== undefined && e.data.pii !== null) {
        const key = await this.keys.getOrCreate(subject);
        sealed.push({ ...e, data: { ...e.data, pii: encrypt(key, e.data.pii, e.id) } });
      } else {
        sealed.push(e);
      }
    }
    const result = await this.inner.appendToStream(stream, sealed, opts);
    this.appended.emit('appended', result);
    return result;
  }

  async readStream(stream: string, opts?: { fromVersion?: number }): Promise<RecordedEvent[]> {
    return this.openAll(await this.inner.readStream(stream, opts));
  }

  async readAll(opts?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.openAll(await this.inner.readAll(opts));
  }

  /** Events exactly as stored (ciphertext included): what the hash chain covers. */
  readStreamRaw(stream: string): Promise<RecordedEvent[]> {
    const inner = this.inner as EventStore & { readStreamAsStored?: (s: string) => Promise<RecordedEvent[]> };
    return inner.readStreamAsStored ? inner.readStreamAsStored(stream) : inner.readStream(stream);
  }

  subscribe(opts: { fromPosition?: Position }, handler: (e: RecordedEvent) => Promise<void>): Subscription {
    return this.inner.subscribe(opts, async (e) => handler(await this.open(e)));
  }

  headPosition(): Promise<Position> {
    return this.inner.headPosition();
  }

  committedHead(): Promise<Position> {
    return this.inner.committedHead();
  }

  health(): Promise<boolean> {
    return this.inner.health();
  }

  close(): Promise<void> {
    this.appended.removeAllListeners();
    return this.inner.close();
  }

  private async openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = events.map((e) => e.metadata.piiSubject).filter((s): s is number => typeof s === 'number');
    await this.keys.loadMany(subjects);
    return Promise.all(events.map((e) => this.open(e)));
  }

  private async open(e: RecordedEvent): Promise<RecordedEvent> {
    const subject = e.metadata.piiSubject;
    if (subject === undefined || !isCiphertext(e.data.pii)) return e;
    const key = await this.keys.get(subject);
    if (!key) return { ...e, data: { ...e.data, pii: null } };
    return { ...e, data: { ...e.data, pii: decrypt(key, e.data.pii, e.id) } };
  }
}

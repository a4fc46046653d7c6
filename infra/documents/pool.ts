// Runs extraction in child processes so that a hostile file never stalls or crashes the server or
// the worker: each document gets a time limit and a memory limit, and the process reading it is
// killed when it passes either, or dies on its own, and is replaced for the next document.
// Processes are reused (loading pdf.js and the OCR model costs about a second) and end when idle.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DEFAULT_LIMITS,
  ExtractionError,
  isExtractionErrorCode,
  type DocumentKind,
  type ExtractedText,
  type ExtractionLimits,
} from './types.js';

export type WorkerRequest = { type: 'extract'; id: number; bytes: Uint8Array; kind: DocumentKind; limits: ExtractionLimits };
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'result'; id: number; ok: true; result: ExtractedText }
  | { type: 'result'; id: number; ok: false; code: string; detail: string };

export interface ExtractionPoolOptions {
  /** Documents read at the same time (each in its own process). Extraction is CPU-bound: default 1. */
  concurrency?: number;
  /** Limits for every document unless a call gives its own. */
  limits?: Partial<ExtractionLimits>;
  /** An idle process exits after this long. */
  idleTimeoutMs?: number;
  /** A process is replaced after this many documents, so slow leaks in the libraries cannot pile up. */
  maxJobsPerProcess?: number;
  /** How often the memory of a busy process is read. */
  memoryPollMs?: number;
  /**
   * The extraction processes' scheduling priority (nice, 0–19; default 10): extraction is CPU-bound
   * and may take whole seconds, so on a machine it shares with the API it yields the CPU to request
   * handling instead of competing with it as an equal.
   */
  niceness?: number;
  /** The worker script (tests); by default the one beside this module. */
  workerPath?: string;
  /**
   * Longest a new extraction process may take to start (load pdf.js and the OCR code) before its
   * first document fails as CRASHED. Not part of a document's time limit: on a loaded machine a
   * cold start alone can take longer than a short limit, and every document after a killed one
   * starts a process.
   */
  startupTimeoutMs?: number;
}

interface Job {
  bytes: Uint8Array;
  kind: DocumentKind;
  limits: ExtractionLimits;
  resolve: (r: ExtractedText) => void;
  reject: (e: unknown) => void;
}

interface Slot {
  child: ChildProcess;
  jobs: number;
  busy: boolean;
  /** The process said `ready`: its code is loaded and it listens for documents. */
  ready: boolean;
  idleTimer?: NodeJS.Timeout;
  stderr: string;
}

const require = createRequire(import.meta.url);

/** The worker entry: the TypeScript source through tsx when running from source, the built file otherwise. */
function workerEntry(explicit?: string): { path: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (explicit)
    return { path: explicit, execArgv: explicit.endsWith('.ts') ? ['--import', pathToFileURL(require.resolve('tsx')).href] : [] };
  if (here.endsWith('.ts')) {
    return {
      path: fileURLToPath(new URL('./extract-worker.ts', import.meta.url)),
      execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    };
  }
  const built = fileURLToPath(new URL('./extract-worker.js', import.meta.url));
  if (!existsSync(built)) throw new Error(`extraction worker not found at ${built}: build it beside ${here}`);
  return { path: built, execArgv: [] };
}

/** Resident memory of a process in MB, from /proc (Linux); undefined where it cannot be read. */
function residentMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export class ExtractionPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private readonly concurrency: number;
  private readonly defaults: ExtractionLimits;
  private readonly idleTimeoutMs: number;
  private readonly maxJobsPerProcess: number;
  private readonly memoryPollMs: number;
  private readonly entry: { path: string; execArgv: string[] };
  private readonly niceness: number;
  private readonly startupTimeoutMs: number;
  private nextId = 1;
  private closed = false;
  private counters = { completed: 0, failed: 0, killed: 0 };

  constructor(opts: ExtractionPoolOptions = {}) {
    this.concurrency = Math.max(1, opts.concurrency ?? 1);
    this.defaults = { ...DEFAULT_LIMITS, ...opts.limits };
    this.idleTimeoutMs = opts.idleTimeoutMs ?? 30_000;
    this.maxJobsPerProcess = opts.maxJobsPerProcess ?? 50;
    this.memoryPollMs = opts.memoryPollMs ?? 100;
    this.entry = workerEntry(opts.workerPath);
    this.niceness = Math.min(19, Math.max(0, Math.round(opts.niceness ?? 10)));
    this.startupTimeoutMs = opts.startupTimeoutMs ?? 60_000;
  }

  /** Documents read at the same time (one process each): a caller that queues its own work fills this many. */
  get capacity(): number {
    return this.concurrency;
  }

  /** The process ids of the extraction processes alive now. */
  processIds(): number[] {
    return [...this.slots].flatMap((s) => (s.child.pid === undefined ? [] : [s.child.pid]));
  }

  /** Processes alive, documents being read, documents waiting; and totals since start. */
  get stats() {
    const busy = [...this.slots].filter((s) => s.busy).length;
    return { processes: this.slots.size, busy, queued: this.queue.length, ...this.counters };
  }

  /** Reads one document in an extraction process. Rejects with an ExtractionError. */
  extract(bytes: Uint8Array, kind: DocumentKind, limits?: Partial<ExtractionLimits>): Promise<ExtractedText> {
    if (this.closed) return Promise.reject(new Error('extraction pool is closed'));
    const merged = { ...this.defaults, ...limits };
    // Checked here too so that an oversized input is never copied to a process.
    if (bytes.length === 0) return Promise.reject(new ExtractionError('EMPTY'));
    if (bytes.length > merged.maxBytes)
      return Promise.reject(new ExtractionError('TOO_LARGE', `${bytes.length} bytes, limit ${merged.maxBytes}`));
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes, kind, limits: merged, resolve, reject });
      this.pump();
    });
  }

  /** Ends every process; documents being read or waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('extraction pool is closed'));
    const exits = [...this.slots].map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
          s.child.once('exit', () => resolve());
          // An idle process is unref'd; without this, a program with nothing else to do would end
          // before its exit is reported, with close() never settled.
          s.child.ref();
          s.child.kill('SIGKILL');
        }),
    );
    this.slots.clear();
    await Promise.all(exits);
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((s) => !s.busy);
      if (!slot) {
        if (this.slots.size >= this.concurrency) return;
        slot = this.spawn();
      }
      const job = this.queue.shift()!;
      this.run(slot, job);
    }
  }

  private spawn(): Slot {
    const heapMb = this.defaults.maxMemoryMb;
    const child = fork(this.entry.path, [], {
      execArgv: [...this.entry.execArgv, `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, Math.min(19, os.getPriority() + this.niceness)); // relative to this process
      } catch {
        // Not permitted here (some containers): it runs at the parent's priority.
      }
    }
    const slot: Slot = { child, jobs: 0, busy: false, ready: false, stderr: '' };
    const onReady = (raw: unknown) => {
      if ((raw as WorkerReply).type !== 'ready') return;
      slot.ready = true;
      child.off('message', onReady);
    };
    child.on('message', onReady);
    // Only the last few KB of stderr are kept, for the log line of a crash.
    child.stderr?.on('data', (d: Buffer) => {
      slot.stderr = (slot.stderr + d.toString('utf8')).slice(-4_000);
    });
    // The stderr pipe alone must not keep the parent alive; a busy child is ref'd through the process.
    (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
    child.on('exit', () => this.slots.delete(slot));
    child.on('error', () => this.slots.delete(slot));
    this.slots.add(slot);
    return slot;
  }

  private retire(slot: Slot): void {
    this.slots.delete(slot);
    clearTimeout(slot.idleTimer);
    if (slot.child.exitCode === null && slot.child.signalCode === null) slot.child.kill('SIGKILL');
  }

  private run(slot: Slot, job: Job): void {
    slot.busy = true;
    slot.jobs++;
    clearTimeout(slot.idleTimer);
    slot.child.ref();
    slot.child.channel?.ref();
    const id = this.nextId++;
    const child = slot.child;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let startup: NodeJS.Timeout | undefined;

    const finish = (outcome: { ok: true; result: ExtractedText } | { ok: false; error: unknown }, kill: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(startup);
      clearInterval(poll);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (outcome.ok) {
        this.counters.completed++;
        job.resolve(outcome.result);
      } else {
        this.counters.failed++;
        job.reject(outcome.error);
      }
      if (kill || slot.jobs >= this.maxJobsPerProcess || this.closed) {
        if (kill) this.counters.killed++;
        this.retire(slot);
      } else {
        slot.busy = false;
        // An idle process (and its IPC channel) must not keep the server from exiting.
        child.unref();
        child.channel?.unref();
        slot.idleTimer = setTimeout(() => this.retire(slot), this.idleTimeoutMs);
        slot.idleTimer.unref();
      }
      this.pump();
    };

    const onMessage = (raw: unknown) => {
      const msg = raw as WorkerReply;
      if (msg.type === 'ready' && !timer) return begin();
      if (msg.type !== 'result' || msg.id !== id) return;
      if (msg.ok) finish({ ok: true, result: msg.result }, false);
      else {
        const code = isExtractionErrorCode(msg.code) ? msg.code : 'CRASHED';
        // A worker that ran out of time may be stuck in native code: start the next job afresh.
        finish({ ok: false, error: new ExtractionError(code, msg.detail) }, code === 'TIMEOUT');
      }
    };
    const onExit = (codeOrNull: number | null, signal: string | null) => {
      const detail = `extraction process exited (${signal ?? codeOrNull})${slot.stderr ? `: ${slot.stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`;
      // V8 ends a process that reaches its heap limit with a fatal error and this message.
      const outOfMemory = /heap out of memory|Allocation failed/i.test(slot.stderr);
      finish({ ok: false, error: new ExtractionError(outOfMemory ? 'MEMORY' : 'CRASHED', detail) }, true);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);

    // The document's time runs from when a started process has it: a new process is first waited
    // for (its own, longer limit), so that a slow start is never the document's TIMEOUT.
    const begin = () => {
      if (settled || timer) return;
      clearTimeout(startup);
      // The worker checks its own deadline between pages; this one catches a worker stuck inside
      // one page or one call, a little later.
      timer = setTimeout(
        () => finish({ ok: false, error: new ExtractionError('TIMEOUT', `no result in ${job.limits.timeoutMs} ms`) }, true),
        job.limits.timeoutMs + 2_000,
      );
      const request: WorkerRequest = { type: 'extract', id, bytes: job.bytes, kind: job.kind, limits: job.limits };
      child.send(request, (err) => {
        if (err)
          finish({ ok: false, error: new ExtractionError('CRASHED', `could not send the document: ${err.message}`, { cause: err }) }, true);
      });
    };
    const checkMemory = () => {
      const mb = residentMb(child.pid ?? -1);
      if (mb !== undefined && mb > job.limits.maxMemoryMb) {
        finish(
          { ok: false, error: new ExtractionError('MEMORY', `${Math.round(mb)} MB resident, limit ${job.limits.maxMemoryMb} MB`) },
          true,
        );
      }
    };
    const poll = setInterval(checkMemory, this.memoryPollMs);
    poll.unref();

    if (slot.ready) begin();
    else {
      startup = setTimeout(
        () =>
          finish(
            { ok: false, error: new ExtractionError('CRASHED', `the extraction process did not start in ${this.startupTimeoutMs} ms`) },
            true,
          ),
        this.startupTimeoutMs,
      );
    }
    // A process already over the limit (a low per-document limit) fails at once, not at the first poll.
    checkMemory();
  }
}

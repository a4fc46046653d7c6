// The extraction process: started by the pool with an IPC channel, reads one document at a time.
// Whatever a hostile file does here (loops, allocates, crashes a native library) stays in this
// process, which the pool kills and replaces.
import { closeOcr, extractInProcess } from './extract/index.js';
import { ExtractionError, type DocumentKind, type ExtractionLimits } from './types.js';
import type { WorkerReply, WorkerRequest } from './pool.js';

function reply(message: WorkerReply): void {
  process.send?.(message);
}

process.on('message', (raw: unknown) => {
  const req = raw as WorkerRequest;
  if (req.type !== 'extract') return;
  const bytes = req.bytes instanceof Uint8Array ? req.bytes : new Uint8Array(req.bytes as ArrayBuffer);
  const started = performance.now();
  const cpu = process.cpuUsage();
  extractInProcess(bytes, req.kind as DocumentKind, req.limits as ExtractionLimits).then(
    (result) => {
      const used = process.cpuUsage(cpu);
      const timing = { wallMs: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000) };
      reply({ type: 'result', id: req.id, ok: true, result: { ...result, timing } });
    },
    (err: unknown) => {
      const e = err instanceof ExtractionError ? err : new ExtractionError('CORRUPT', err instanceof Error ? err.message : String(err));
      reply({ type: 'result', id: req.id, ok: false, code: e.code, detail: e.detail ?? '' });
    },
  );
});

// pdf.js and tesseract.js report some failures as unhandled rejections; they belong to the job
// that is running, which then fails or finishes on its own, so they must not end the process.
process.on('unhandledRejection', () => {});

process.on('disconnect', () => {
  void closeOcr().finally(() => process.exit(0));
});

reply({ type: 'ready' });

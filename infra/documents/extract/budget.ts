// The time a document has left, checked between pages so that a slow document ends with a clear
// TIMEOUT from inside the extraction process (the pool kills the process only as a last resort).
import { ExtractionError } from '../types.js';

export class Budget {
  private readonly deadline: number;

  constructor(timeoutMs: number, now = Date.now()) {
    this.deadline = now + timeoutMs;
  }

  get remainingMs(): number {
    return this.deadline - Date.now();
  }

  check(what: string): void {
    if (Date.now() > this.deadline) throw new ExtractionError('TIMEOUT', `out of time while ${what}`);
  }
}

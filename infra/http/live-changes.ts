// Live change hints for open streams: "the answers of these API paths changed", addressed to one
// user, to every staff member, or to everyone connected to this process. A hint carries no data,
// only paths; the browser reads them again (with its own session, through every access check).
// Hints to one stream within a short window go out as one (a projector batch drops several
// entries at once), so a burst of changes costs the browser one read per path.
//
// Which view changes become which hints is each view's declaration (its live path and audience,
// infra/projections/read-side.ts), sent by the read side's delivery; the user's live stream
// (GET /api/notifications/stream) relays them.

export interface LiveListener {
  userId: number;
  staff: boolean;
  send(paths: string[]): void;
}

export type LiveTarget = { userId: number } | { staff: true } | { everyone: true };

interface Held {
  listener: LiveListener;
  pending: Set<string> | undefined;
  timer: NodeJS.Timeout | undefined;
}

export class LiveChanges {
  private readonly byUser = new Map<number, Set<Held>>();
  private readonly all = new Set<Held>();

  constructor(private readonly windowMs = 50) {}

  /** Hints for `listener` from now until the returned stop. */
  add(listener: LiveListener): () => void {
    const held: Held = { listener, pending: undefined, timer: undefined };
    this.all.add(held);
    let mine = this.byUser.get(listener.userId);
    if (!mine) this.byUser.set(listener.userId, (mine = new Set()));
    mine.add(held);
    return () => {
      if (held.timer) clearTimeout(held.timer);
      this.all.delete(held);
      mine.delete(held);
      if (mine.size === 0 && this.byUser.get(listener.userId) === mine) this.byUser.delete(listener.userId);
    };
  }

  /** Number of open listeners (to skip work nobody would see). */
  get size(): number {
    return this.all.size;
  }

  notify(target: LiveTarget, paths: readonly string[]): void {
    if (paths.length === 0) return;
    const to = 'userId' in target ? (this.byUser.get(target.userId) ?? []) : this.all;
    for (const held of to) {
      if ('staff' in target && !held.listener.staff) continue;
      this.queue(held, paths);
    }
  }

  private queue(held: Held, paths: readonly string[]): void {
    held.pending ??= new Set();
    for (const p of paths) held.pending.add(p);
    if (held.timer) return;
    held.timer = setTimeout(() => {
      held.timer = undefined;
      const out = held.pending;
      held.pending = undefined;
      if (out && out.size > 0 && this.all.has(held)) held.listener.send([...out].sort());
    }, this.windowMs);
    held.timer.unref();
  }
}

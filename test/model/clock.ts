// The model's clock: Date.now and the timers the mint path uses (setTimeout, setInterval and their clears) follow
// it while a scenario runs, and move only when the model advances it. Timers fire in time order (ties in the order
// they were set), each followed by every promise it let run, so a run is the same on any machine.
// (vitest's fake timers do the same, but scan every timer on each step: the model sets millions.)
const realSetImmediate = globalThis.setImmediate;

interface Timer {
  at: number;
  seq: number;
  run: () => void;
  every?: number;
}

export class ModelClock {
  private now: number;
  private seq = 0;
  private readonly timers = new Map<number, Timer>();
  private readonly queue: Timer[] = [];
  private readonly saved = {
    now: Date.now,
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    setInterval: globalThis.setInterval,
    clearInterval: globalThis.clearInterval,
  };

  constructor(start: number) {
    this.now = start;
  }

  install(): void {
    Date.now = () => this.now;
    const set = (run: () => void, ms = 0, every?: number) => {
      const timer: Timer = { at: this.now + Math.max(0, ms), seq: ++this.seq, run, every };
      this.timers.set(timer.seq, timer);
      this.push(timer);
      return timer.seq;
    };
    const clear = (id: unknown) => void this.timers.delete(Number(id));
    Object.assign(globalThis, {
      setTimeout: (run: () => void, ms?: number) => set(run, ms),
      clearTimeout: clear,
      setInterval: (run: () => void, ms = 0) => set(run, ms, Math.max(1, ms)),
      clearInterval: clear,
    });
  }

  uninstall(): void {
    Date.now = this.saved.now;
    Object.assign(globalThis, {
      setTimeout: this.saved.setTimeout,
      clearTimeout: this.saved.clearTimeout,
      setInterval: this.saved.setInterval,
      clearInterval: this.saved.clearInterval,
    });
    this.timers.clear();
    this.queue.length = 0;
  }

  /** Lets every promise that can run now run (a turn of the real event loop). */
  settle(): Promise<void> {
    return new Promise((resolve) => realSetImmediate(resolve));
  }

  /** Moves the clock `ms` on, firing each timer due on the way at its own time. */
  async advance(ms: number): Promise<void> {
    const target = this.now + ms;
    await this.settle();
    for (;;) {
      const next = this.queue[0];
      if (!next || next.at > target) break;
      // Every timer due at this moment runs, then the promises they let run: one turn per moment, not per timer.
      this.now = next.at;
      while (this.queue[0]?.at === next.at) {
        const timer = this.queue[0];
        this.pop();
        if (!this.timers.has(timer.seq)) continue;
        if (timer.every) this.push({ ...timer, at: timer.at + timer.every });
        else this.timers.delete(timer.seq);
        timer.run();
      }
      await this.settle();
    }
    this.now = target;
  }

  private before(a: Timer, b: Timer): boolean {
    return a.at < b.at || (a.at === b.at && a.seq < b.seq);
  }

  private push(timer: Timer): void {
    const q = this.queue;
    q.push(timer);
    for (let i = q.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!this.before(q[i]!, q[parent]!)) break;
      [q[i], q[parent]] = [q[parent]!, q[i]!];
      i = parent;
    }
  }

  private pop(): void {
    const q = this.queue;
    const last = q.pop()!;
    if (q.length === 0) return;
    q[0] = last;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < q.length && this.before(q[l]!, q[best]!)) best = l;
      if (r < q.length && this.before(q[r]!, q[best]!)) best = r;
      if (best === i) break;
      [q[i], q[best]] = [q[best]!, q[i]!];
      i = best;
    }
  }
}

// Per-request timings for the Server-Timing header (RFC: W3C Server Timing): what the worker spent on rendering,
// the page cache and KV, so an operator sees in the browser's network panel where a slow answer's time went.

export class Timing {
  private readonly entries: { name: string; dur?: number; desc?: string }[] = [];

  /** Runs `work` and records its duration under `name`. */
  async measure<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.entries.push({ name, dur: performance.now() - start });
    }
  }

  /** Records a named fact without a duration (e.g. cache;desc="memory"). */
  note(name: string, desc: string): void {
    this.entries.push({ name, desc });
  }

  /** The header: with durations for operators; for visitors only the names of the work done (no timing side channel). */
  header(totalMs: number, detailed = true): string {
    const parts = this.entries.map(({ name, dur, desc }) => {
      let part = name;
      if (desc !== undefined) part += `;desc="${desc.replace(/["\\]/g, "")}"`;
      if (dur !== undefined && detailed) part += `;dur=${dur.toFixed(1)}`;
      return part;
    });
    parts.push(detailed ? `total;dur=${totalMs.toFixed(1)}` : "total");
    return parts.join(", ");
  }
}

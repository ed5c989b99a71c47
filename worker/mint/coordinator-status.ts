// What operators see of a coordinator (`npm run mint:status`): its state, and what it did in the last minute, counted
// in one-second buckets kept in memory only (an evicted coordinator starts again at zero, which `since` says).
import type { MintKind } from "../../app/mint/shared/contract.ts";
import type { UpstreamFailure } from "./upstream.ts";

export const COUNTED = ["reads", "upstreamOk", "upstreamFailed"] as const;

/** What `npm run mint:status` shows of one coordinator (times in ms; ages and waits relative to now). */
export interface CoordinatorStatus {
  kind: MintKind | null;
  windowMs: number;
  answer: { fetchedAt: number; ageMs: number; fresh: boolean } | null;
  failuresInARow: number;
  lastFailure: UpstreamFailure | null;
  /** While failing: how long until the next upstream call. */
  nextRetryInMs: number | null;
  /** How long the upstream has answered an empty list in place of a non-empty one (kept as failing until 5 min). */
  suspectEmptyForMs: number | null;
  refreshing: boolean;
  alarmInMs: number | null;
  lastMinute: Record<(typeof COUNTED)[number], number> & { since: number };
}

export class LastMinute<Event extends string> {
  private readonly seconds = new Map<number, Partial<Record<Event, number>>>();
  readonly since = Date.now();

  add(event: Event, now = Date.now()): void {
    const second = Math.floor(now / 1000);
    const bucket: Partial<Record<Event, number>> = this.seconds.get(second) ?? {};
    bucket[event] = (bucket[event] ?? 0) + 1;
    this.seconds.set(second, bucket);
    for (const s of this.seconds.keys()) if (s <= second - 60) this.seconds.delete(s);
  }

  counts(events: readonly Event[], now = Date.now()): Record<Event, number> {
    const from = Math.floor(now / 1000) - 59;
    const totals = Object.fromEntries(events.map((e) => [e, 0])) as Record<Event, number>;
    for (const [second, bucket] of this.seconds) {
      if (second < from) continue;
      for (const e of events) totals[e] += bucket[e] ?? 0;
    }
    return totals;
  }
}

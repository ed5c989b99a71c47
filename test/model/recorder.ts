// What the mint-day model measures: upstream calls, coordinator requests per second, the age of the answers
// visitors see (weighted by the views each read stands for), when sold out was shown everywhere, and visitor waits.
import type { MintKind } from "../../app/mint/shared/contract.ts";
import type { MintCacheEntry } from "../../worker/mint/config.ts";
import type { Scenario, World } from "./types.ts";

const KINDS: MintKind[] = ["list", "status"];
const AGE_BUCKET_MS = 100;

export interface ScenarioFigures {
  scenario: string;
  locations: number;
  isolates: number;
  views: number;
  reads: number;
  upstream: Record<MintKind, { calls: number; perMinuteMax: number; healthyPerWindowMax: number; failingGapMinMs: number | null }>;
  coordinator: Record<MintKind, { peakPerSecond: number; p99PerSecond: number }>;
  ageMs: { p50: number; p99: number; max: number; worstLocation: { location: number; rttMs: number; p99: number; max: number } };
  /** From the upstream's sold out to sold out shown in every location (reads asked after it). */
  soldOutEverywhereMs: number;
  /** Locations with no status read after the change (so nothing to time there). */
  locationsNotSeen: number;
  /** Views whose read waited more than 1 s, and views that got no answer at all. */
  waitsOver1s: number;
  unanswered: number;
  events: Record<string, number>;
}

/** The value at quantile q of a weighted histogram (bucket i holds values in [i, i+1) x size). */
function quantile(histogram: Float64Array, q: number, size: number): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i]!;
    if (seen >= q * total) return (i + 1) * size;
  }
  return histogram.length * size;
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

export class Recorder {
  private readonly upstreamCalls: Record<MintKind, { t: number; failing: boolean }[]> = { list: [], status: [] };
  private readonly perSecond: Record<MintKind, Uint32Array>;
  private readonly ages: Float64Array;
  private readonly locationAges: Float64Array[];
  private readonly locationMax: Float64Array;
  private readonly lastNotSoldOut: Float64Array;
  private readonly seenAfter: Uint8Array;
  private readonly soldOutOf = new WeakMap<MintCacheEntry, boolean>();
  private views = 0;
  private reads = 0;
  private waitsOver1s = 0;
  private unanswered = 0;
  private readonly events: Record<string, number> = {};
  private readonly launch: number;

  constructor(
    private readonly world: World,
    private readonly scenario: Scenario,
    private readonly rttMs: number[],
    launch: number,
  ) {
    this.launch = launch;
    const seconds = scenario.seconds + 10;
    this.perSecond = { list: new Uint32Array(seconds), status: new Uint32Array(seconds) };
    this.ages = new Float64Array((seconds * 1000) / AGE_BUCKET_MS + 3600 * 10);
    this.locationAges = Array.from({ length: world.locations }, () => new Float64Array(seconds + 3600));
    this.locationMax = new Float64Array(world.locations);
    this.lastNotSoldOut = new Float64Array(world.locations).fill(-1);
    this.seenAfter = new Uint8Array(world.locations);
  }

  upstreamCall(kind: MintKind, t: number, failing: boolean): void {
    if (t >= 0) this.upstreamCalls[kind].push({ t, failing });
  }

  coordinatorRequest(kind: MintKind, t: number): void {
    const second = Math.floor(t / 1000);
    const counts = this.perSecond[kind];
    if (second >= 0 && second < counts.length) counts[second] = counts[second]! + 1;
  }

  logLine(text: string): void {
    const m = /"level":"(\w+)","event":"([^"]+)"/.exec(text);
    const key = m ? `${m[1]} ${m[2]}` : "other";
    this.events[key] = (this.events[key] ?? 0) + 1;
  }

  private soldOut(entry: MintCacheEntry): boolean {
    let value = this.soldOutOf.get(entry);
    if (value === undefined) {
      value = (JSON.parse(entry.body) as { data?: { mint_all?: boolean } }).data?.mint_all === true;
      this.soldOutOf.set(entry, value);
    }
    return value;
  }

  read(location: number, kind: MintKind, askedAt: number, doneAt: number, entry: MintCacheEntry | null, weight: number): void {
    if (askedAt < 0) return;
    this.reads += 1;
    if (kind === "status") this.views += weight;
    if (doneAt - askedAt > 1000) this.waitsOver1s += weight;
    if (!entry) {
      this.unanswered += weight;
      return;
    }
    const age = Math.max(0, this.launch + doneAt - entry.fetchedAt);
    const bucket = Math.min(this.ages.length - 1, Math.floor(age / AGE_BUCKET_MS));
    this.ages[bucket] = this.ages[bucket]! + weight;
    const perLocation = this.locationAges[location]!;
    const second = Math.min(perLocation.length - 1, Math.floor(age / 1000));
    perLocation[second] = perLocation[second]! + weight;
    if (age > this.locationMax[location]!) this.locationMax[location] = age;
    if (kind === "status" && askedAt >= this.scenario.soldOutAt) {
      this.seenAfter[location] = 1;
      if (!this.soldOut(entry) && doneAt > this.lastNotSoldOut[location]!) this.lastNotSoldOut[location] = doneAt;
    }
  }

  figures(freshSeconds: number): ScenarioFigures {
    const windowMs = freshSeconds * 1000;
    const upstream = Object.fromEntries(
      KINDS.map((kind) => {
        const calls = this.upstreamCalls[kind];
        const minutes = new Map<number, number>();
        for (const c of calls) minutes.set(Math.floor(c.t / 60_000), (minutes.get(Math.floor(c.t / 60_000)) ?? 0) + 1);
        const healthy = calls.filter((c) => !c.failing).map((c) => c.t);
        const healthyPerWindowMax = Math.max(0, ...healthy.map((t) => healthy.filter((u) => u >= t && u < t + windowMs).length));
        let failingGapMinMs: number | null = null;
        for (let i = 1; i < calls.length; i++) {
          if (!calls[i - 1]!.failing) continue;
          const gap = calls[i]!.t - calls[i - 1]!.t;
          failingGapMinMs = failingGapMinMs === null ? gap : Math.min(failingGapMinMs, gap);
        }
        return [kind, { calls: calls.length, perMinuteMax: Math.max(0, ...minutes.values()), healthyPerWindowMax, failingGapMinMs }];
      }),
    ) as ScenarioFigures["upstream"];
    const coordinator = Object.fromEntries(
      KINDS.map((kind) => {
        const counts = [...this.perSecond[kind].slice(0, this.scenario.seconds)];
        return [kind, { peakPerSecond: Math.max(0, ...counts), p99PerSecond: percentile(counts, 0.99) }];
      }),
    ) as ScenarioFigures["coordinator"];
    let worst = { location: 0, rttMs: this.rttMs[0]!, p99: 0, max: 0 };
    for (let l = 0; l < this.world.locations; l++) {
      const p99 = quantile(this.locationAges[l]!, 0.99, 1000);
      const max = this.locationMax[l]!;
      if (p99 > worst.p99 || (p99 === worst.p99 && max > worst.max)) worst = { location: l, rttMs: this.rttMs[l]!, p99, max };
    }
    let soldOutEverywhereMs = 0;
    let locationsNotSeen = 0;
    for (let l = 0; l < this.world.locations; l++) {
      if (!this.seenAfter[l]) locationsNotSeen += 1;
      else if (this.lastNotSoldOut[l]! >= 0) soldOutEverywhereMs = Math.max(soldOutEverywhereMs, this.lastNotSoldOut[l]! - this.scenario.soldOutAt);
    }
    return {
      scenario: this.scenario.name,
      locations: this.world.locations,
      isolates: this.world.isolatesPerLocation,
      views: Math.round(this.views),
      reads: this.reads,
      upstream,
      coordinator,
      ageMs: {
        p50: quantile(this.ages, 0.5, AGE_BUCKET_MS),
        p99: quantile(this.ages, 0.99, AGE_BUCKET_MS),
        max: Math.max(...this.locationMax),
        worstLocation: worst,
      },
      soldOutEverywhereMs,
      locationsNotSeen,
      waitsOver1s: Math.round(this.waitsOver1s),
      unanswered: Math.round(this.unanswered),
      events: this.events,
    };
  }
}

// What the mint-day model is made of: the world it runs (locations, isolates, traffic) and a scenario's script.

export interface World {
  locations: number;
  isolatesPerLocation: number;
  /** Page views per second over the whole site before the launch, and the launch's multiple of it at t = 0. */
  baseViewsPerSecond: number;
  spike: number;
  /** How fast the spike decays back to the base (its time constant). */
  spikeDecaySeconds: number;
  freshSeconds: number;
  seed: number;
}

export type UpstreamMode = "ok" | "down" | "slow";

export interface Scenario {
  name: string;
  seconds: number;
  /** What the upstream does at `t` ms after the launch: answer, fail (500), or answer after 2.5 s. */
  upstream(t: number): { mode: UpstreamMode; soldOut: boolean };
  /** When the upstream's answer turns to sold out (ms after the launch): the promises are timed from here. */
  soldOutAt: number;
  /** The promise for that moment: sold out shown everywhere within this many ms. */
  shownWithinMs: number;
  /** Coordinators evicted at these times (ms after the launch). */
  evictAt?: number[];
  /** Locations whose KV fails (every read throws). */
  kvDownAt?: (location: number) => boolean;
}

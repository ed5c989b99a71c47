// The parts of the Workers platform the mint-day model stands in for, on the test's clock (vitest fake timers):
// a Durable Object's state (storage, alarms, eviction), KV as a location sees it (its 60 s read cache, a write's
// propagation delay, outages), and a location's Cache API. Only the platform is modelled: every piece of the mint
// path that runs on it (reader, location layer, coordinator, upstream call, Cron Trigger) is the site's own code.
import type { LocationStore } from "../../worker/mint/location.ts";

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Cloudflare KV caches a read at the reading location for 60 s (cacheTtl's default and minimum). */
export const KV_READ_CACHE_MS = 60_000;

/** A coordinator's storage and alarm, which outlive its instances (an eviction keeps them, as the runtime does). */
export class ObjectStorage {
  readonly data = new Map<string, unknown>();
  alarmAt: number | null = null;
  private alarmTimer: ReturnType<typeof setTimeout> | undefined;
  /** Runs the alarm on the object's current instance (set by the owner). */
  onAlarm: () => void = () => undefined;

  setAlarm(at: number): void {
    clearTimeout(this.alarmTimer);
    this.alarmAt = at;
    this.alarmTimer = setTimeout(
      () => {
        this.alarmAt = null;
        this.onAlarm();
      },
      Math.max(0, at - Date.now()),
    );
  }

  deleteAlarm(): void {
    clearTimeout(this.alarmTimer);
    this.alarmAt = null;
  }
}

/** One instance's view of the storage: once the instance is evicted, everything it still tries fails, as it would. */
export function objectState(storage: ObjectStorage, isEvicted: () => boolean) {
  const live = async <T>(work: () => T): Promise<T> => {
    if (isEvicted()) throw new Error("Durable Object reset");
    return work();
  };
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
  let ready: Promise<unknown> = Promise.resolve();
  return {
    get ready() {
      return ready;
    },
    blockConcurrencyWhile<T>(fn: () => Promise<T>): Promise<T> {
      const run = fn();
      ready = run;
      return run;
    },
    waitUntil(work: Promise<unknown>): void {
      void work.catch(() => undefined);
    },
    storage: {
      get: (key: string) => live(() => copy(storage.data.get(key))),
      put: (key: string | Record<string, unknown>, value?: unknown) =>
        live(() => {
          const entries = typeof key === "string" ? { [key]: value } : key;
          for (const [k, v] of Object.entries(entries)) storage.data.set(k, copy(v));
        }),
      delete: (key: string) => live(() => storage.data.delete(key)),
      deleteAll: () => live(() => storage.data.clear()),
      list: () => live(() => new Map(storage.data)),
      getAlarm: () => live(() => storage.alarmAt),
      setAlarm: (at: number) => live(() => storage.setAlarm(at)),
      deleteAlarm: () => live(() => storage.deleteAlarm()),
    },
  };
}

interface KvVersion {
  value: string;
  writtenAt: number;
}

/** KV: one store written where the coordinators run, read at each location through its own 60 s read cache. */
export class ModelKv {
  private readonly versions = new Map<string, KvVersion[]>();
  private readonly readCaches = new Map<number, Map<string, { value: string | null; at: number }>>();

  constructor(
    /** How long a write takes to reach a location's reads (before its read cache). */
    private readonly propagationMs: (location: number) => number,
    /** Whether KV answers at a location at a time (an outage throws, as the binding does). */
    private readonly available: (location: number, now: number) => boolean,
    /** A read's latency at a location: quick from its read cache, a round trip to a central store otherwise. */
    private readonly readMs: (location: number, cached: boolean) => number,
  ) {}

  /** The binding as the coordinators see it (they write; the model never reads through it). */
  writer() {
    return {
      put: async (key: string, value: string) => {
        const list = this.versions.get(key) ?? [];
        list.push({ value, writtenAt: Date.now() });
        this.versions.set(key, list.slice(-4));
      },
      get: async () => null,
    };
  }

  /** The binding as the isolates of one location see it. */
  at(location: number) {
    const cache = this.readCaches.get(location) ?? new Map<string, { value: string | null; at: number }>();
    this.readCaches.set(location, cache);
    return {
      get: async (key: string, type?: "json") => {
        if (!this.available(location, Date.now())) throw new Error("KV GET failed: 503 Service Unavailable");
        const held = cache.get(key);
        const cached = held !== undefined && Date.now() - held.at < KV_READ_CACHE_MS;
        await sleep(this.readMs(location, cached));
        let value = cached ? held.value : null;
        if (!cached) {
          const visible = (this.versions.get(key) ?? []).filter((v) => v.writtenAt + this.propagationMs(location) <= Date.now()).at(-1);
          value = visible?.value ?? null;
          cache.set(key, { value, at: Date.now() });
        }
        return value === null ? null : type === "json" ? (JSON.parse(value) as unknown) : value;
      },
      put: async () => {
        throw new Error("the isolates never write KV");
      },
    };
  }
}

/**
 * A location's Cache API: entries kept for their Cache-Control max-age. A match answers the stored body through the
 * one Response method the layer reads (text()): millions of real Responses would make the model measure undici.
 */
export function locationStore(): LocationStore {
  const entries = new Map<string, { body: string; expiresAt: number }>();
  return {
    async match(request) {
      const held = entries.get(request.url);
      if (!held || held.expiresAt <= Date.now()) return undefined;
      return { text: async () => held.body } as Response;
    },
    async put(request, response) {
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get("cache-control") ?? "")?.[1] ?? 0);
      entries.set(request.url, { body: await response.text(), expiresAt: Date.now() + maxAge * 1000 });
    },
  };
}

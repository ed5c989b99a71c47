// The mint calls as each isolate reads them: its own memory first, then KV (the global read path), then the
// coordinator of that call kind (worker/mint-coordinator.ts), which alone calls the upstream. No visitor ever waits
// on the upstream while any answer exists; only a cold start (nothing anywhere) waits for the first one.
import type { MintKind } from "../app/mint/contract.ts";
import type { Env } from "./env.ts";
import type { CoordinatorAnswer, CoordinatorCall } from "./mint-coordinator.ts";
import { isMintCacheEntry, MINT_CACHE_KEYS, mintFreshSeconds, type MintCacheEntry } from "./mint-config.ts";
import type { UpstreamFailure } from "./mint-upstream.ts";
import { logEvent } from "./observe.ts";

/** While an isolate holds only a stale answer, it asks the coordinator at most this often per call kind. */
export const RECHECK_MS = 1000;

export type MintSource = "memory" | "kv" | "coordinator";

export interface MintRead {
  entry: MintCacheEntry | null;
  source: MintSource;
  /** Fresh: younger than the mint window. */
  fresh: boolean;
  /** The upstream's last call failed (from the coordinator). */
  failure: UpstreamFailure | null;
  refreshing: boolean;
  /** Set when this read waited for an upstream answer (a cold start), with its status. */
  fetched?: { status: number };
  /** This read joined one already under way in this isolate. */
  collapsed?: boolean;
}

export interface MintReaderOptions {
  /** The coordinator of a call kind; by default the MINT_COORDINATOR Durable Object named after the kind. */
  coordinator?: (kind: MintKind, env: Env) => { read(call: CoordinatorCall, options?: { wait?: boolean }): Promise<CoordinatorAnswer> };
  now?: () => number;
}

export interface MintReader {
  read(kind: MintKind, env: Env): Promise<MintRead>;
  /** Forgets what this isolate remembers (tests start cold with it). */
  reset(): void;
}

const defaultCoordinator = (kind: MintKind, env: Env) => env.MINT_COORDINATOR.get(env.MINT_COORDINATOR.idFromName(kind));

/** A reader with its own memory: one per isolate (the module's `mintReader`), or many in the scale simulation. */
export function createMintReader(options: MintReaderOptions = {}): MintReader {
  const now = options.now ?? Date.now;
  const coordinatorOf = options.coordinator ?? defaultCoordinator;
  const memory = new Map<MintKind, { read: MintRead; checkedAt: number }>();
  const asking = new Map<MintKind, Promise<MintRead>>();

  const isFresh = (entry: MintCacheEntry | null, env: Env) => entry !== null && now() - entry.fetchedAt < mintFreshSeconds(env) * 1000;

  async function fromKv(kind: MintKind, env: Env): Promise<MintCacheEntry | null> {
    try {
      const stored: unknown = await env.MINT_CACHE.get(MINT_CACHE_KEYS[kind], "json");
      return isMintCacheEntry(stored) ? stored : null;
    } catch (err) {
      logEvent("error", "mint-kv-read", { kind, error: err instanceof Error ? err.message : String(err) });
      return null;
    }
  }

  async function ask(kind: MintKind, env: Env, known: MintCacheEntry | null): Promise<MintRead> {
    try {
      // Holding a stale answer, this isolate serves it and lets the coordinator refresh in the background.
      const answer = await coordinatorOf(kind, env).read({ kind, freshMs: mintFreshSeconds(env) * 1000 }, { wait: known === null });
      const entry = answer.entry && (!known || answer.entry.fetchedAt >= known.fetchedAt) ? answer.entry : known;
      return { entry, source: "coordinator", fresh: isFresh(entry, env), failure: answer.failure, refreshing: answer.refreshing, fetched: answer.fetched };
    } catch (err) {
      logEvent("error", "mint-coordinator", { kind, error: err instanceof Error ? err.message : String(err) });
      const failure: UpstreamFailure = { detail: "network", httpStatus: 503, message: "The mint service is not answering right now. Please retry shortly." };
      return { entry: known, source: "coordinator", fresh: isFresh(known, env), failure, refreshing: false };
    }
  }

  async function read(kind: MintKind, env: Env): Promise<MintRead> {
    const held = memory.get(kind);
    if (held && isFresh(held.read.entry, env)) return { ...held.read, source: "memory", fresh: true, fetched: undefined };
    if (held?.read.entry && now() - held.checkedAt < RECHECK_MS) return { ...held.read, source: "memory", fresh: false, fetched: undefined };
    const kv = await fromKv(kind, env);
    const known = kv && (!held?.read.entry || kv.fetchedAt > held.read.entry.fetchedAt) ? kv : (held?.read.entry ?? null);
    if (kv && known === kv && isFresh(kv, env)) {
      const fresh: MintRead = { entry: kv, source: "kv", fresh: true, failure: null, refreshing: false };
      memory.set(kind, { read: fresh, checkedAt: now() });
      return fresh;
    }
    let pending = asking.get(kind);
    if (pending) return { ...(await pending), collapsed: true };
    {
      pending = ask(kind, env, known).then((r) => {
        if (r.entry) memory.set(kind, { read: { ...r, fetched: undefined }, checkedAt: now() });
        return r;
      });
      asking.set(kind, pending);
      void pending.finally(() => asking.delete(kind));
    }
    return pending;
  }

  return {
    read,
    reset: () => {
      memory.clear();
      asking.clear();
    },
  };
}

/** This isolate's reader. */
export const mintReader = createMintReader();

// The mint calls as each isolate reads them: its own memory first, then its location's (the Cache API, shared by the
// location's isolates: location.ts), then KV (the global read path), then the coordinator of that call kind
// (worker/mint/coordinator.ts), which alone calls the upstream.
// No promise here outlives or crosses the request that made it: workerd cancels a request's pending I/O when its
// answer ends, so a read shared with another request could never settle and every later reader would hang on it.
// Each read asks for itself and waits at most MINT_WAIT_MS; the coordinator collapses concurrent asks into one
// upstream call.
import type { MintKind } from "../../app/mint/shared/contract.ts";
import { deadlineIn, type Deadline } from "./deadline.ts";
import type { Env } from "../env.ts";
import type { CoordinatorAnswer, CoordinatorCall } from "./coordinator.ts";
import { isMintCacheEntry, MINT_CACHE_KEYS, mintFreshSeconds, type MintCacheEntry } from "./config.ts";
import { NOT_ANSWERING, type UpstreamFailure } from "./upstream.ts";
import { logEvent } from "../http/observe.ts";
import { createLocationLayer, type LocationEntry, type LocationLayer } from "./location.ts";

/** While an isolate (or any isolate of its location) holds only a stale answer, it asks the coordinator at most this often per call kind. */
export const RECHECK_MS = 1000;
/** The longest any mint call or page waits for the coordinator; then it answers from what it knows, or 503. */
export const MINT_WAIT_MS = 1000;

export type MintSource = "memory" | "location" | "kv" | "coordinator";

export interface MintRead {
  entry: MintCacheEntry | null;
  source: MintSource;
  /** Fresh: younger than the mint window. */
  fresh: boolean;
  /** The upstream's last call failed (from the coordinator), or the coordinator did not answer in time. */
  failure: UpstreamFailure | null;
  /** While failing: the coordinator's next upstream call (ms since epoch), before which asking it brings no news. */
  retryAt?: number;
  refreshing: boolean;
  /** Set when this read waited for an upstream answer (a cold start), with its status. */
  fetched?: { status: number };
  /** This read joined an upstream call already under way (the coordinator's). */
  collapsed?: boolean;
}

type CoordinatorStub = { read(call: CoordinatorCall, options?: { wait?: boolean }): Promise<CoordinatorAnswer> };

export interface MintReaderOptions {
  /** The coordinator of a call kind; by default the MINT_COORDINATOR Durable Object named after the kind. */
  coordinator?: (kind: MintKind, env: Env) => CoordinatorStub;
  now?: () => number;
  /** How long a read waits for the coordinator (default MINT_WAIT_MS). */
  waitMs?: number;
  /** The location's shared layer (default: the Cache API's `caches.default`). */
  location?: LocationLayer;
}

export interface MintReader {
  read(kind: MintKind, env: Env): Promise<MintRead>;
  /** Forgets what this isolate remembers (tests start cold with it). */
  reset(): void;
}

const defaultCoordinator = (kind: MintKind, env: Env): CoordinatorStub => env.MINT_COORDINATOR.get(env.MINT_COORDINATOR.idFromName(kind));

/** The coordinator did not answer within the read's deadline. */
const LATE: UpstreamFailure = { detail: "timeout", httpStatus: 503, message: NOT_ANSWERING };
const UNREACHABLE: UpstreamFailure = { detail: "network", httpStatus: 503, message: NOT_ANSWERING };

/** A reader with its own memory: one per isolate (the module's `mintReader`), or many in the scale simulation. */
export function createMintReader(options: MintReaderOptions = {}): MintReader {
  const now = options.now ?? (() => Date.now());
  const waitMs = options.waitMs ?? MINT_WAIT_MS;
  const coordinatorOf = options.coordinator ?? defaultCoordinator;
  const location = options.location ?? createLocationLayer(undefined, now);
  /** The last answer per kind, and when this isolate last asked the coordinator about it. */
  const memory = new Map<MintKind, { read: MintRead; checkedAt: number }>();

  const isFresh = (entry: MintCacheEntry | null, env: Env) => entry !== null && now() - entry.fetchedAt < mintFreshSeconds(env) * 1000;

  async function fromKv(kind: MintKind, env: Env, deadline: Deadline): Promise<MintCacheEntry | null> {
    try {
      const stored: unknown = await deadline.race(env.MINT_CACHE.get(MINT_CACHE_KEYS[kind], "json"), null);
      return isMintCacheEntry(stored) ? stored : null;
    } catch (err) {
      logEvent("error", "mint-kv-read", { kind, error: err instanceof Error ? err.message : String(err) });
      return null;
    }
  }

  async function ask(kind: MintKind, env: Env, known: MintCacheEntry | null, deadline: Deadline): Promise<MintRead> {
    const call: CoordinatorCall = { kind, freshMs: mintFreshSeconds(env) * 1000 };
    let answer: CoordinatorAnswer | null;
    try {
      // Holding a stale answer, this isolate serves it and lets the coordinator refresh in the background.
      answer = await deadline.race(coordinatorOf(kind, env).read(call, { wait: known === null }), null);
    } catch (err) {
      logEvent("error", "mint-coordinator", { kind, error: err instanceof Error ? err.message : String(err) });
      return { entry: known, source: "coordinator", fresh: isFresh(known, env), failure: UNREACHABLE, refreshing: false };
    }
    if (!answer) return { entry: known, source: "coordinator", fresh: isFresh(known, env), failure: LATE, refreshing: true };
    const entry = answer.entry && (!known || answer.entry.fetchedAt >= known.fetchedAt) ? answer.entry : known;
    const fetched = answer.fetched ? { status: answer.fetched.status } : undefined;
    return {
      entry,
      source: "coordinator",
      fresh: isFresh(entry, env),
      failure: answer.failure,
      retryAt: answer.retryAt,
      refreshing: answer.refreshing,
      fetched,
      collapsed: answer.fetched?.joined,
    };
  }

  /** What this isolate's memory answers without any I/O: a fresh answer, or a stale one with no news due yet (checkedAt + RECHECK_MS). */
  function fromMemory(kind: MintKind, env: Env): MintRead | null {
    const held = memory.get(kind);
    if (!held?.read.entry) return null;
    const fresh = isFresh(held.read.entry, env);
    if (!fresh && now() - held.checkedAt >= RECHECK_MS) return null;
    return { ...held.read, source: "memory", fresh, fetched: undefined, collapsed: undefined };
  }

  /** One deadline for the whole read (the location, KV, then the coordinator); none for an answer from memory. */
  async function read(kind: MintKind, env: Env): Promise<MintRead> {
    const remembered = fromMemory(kind, env);
    if (remembered) return remembered;
    const deadline = deadlineIn(waitMs);
    try {
      return await readBefore(kind, env, deadline);
    } finally {
      deadline.clear();
    }
  }

  /** When a location should ask the coordinator again: a second after the last ask, and not before a failing upstream's retry. */
  const nextAsk = (local: LocationEntry) => Math.max(local.checkedAt + RECHECK_MS, local.failure && local.retryAt ? local.retryAt : 0);

  const newer = (a: MintCacheEntry | null | undefined, b: MintCacheEntry | null | undefined) => (a && (!b || a.fetchedAt > b.fetchedAt) ? a : (b ?? null));

  async function readBefore(kind: MintKind, env: Env, deadline: Deadline): Promise<MintRead> {
    const held = memory.get(kind)?.read.entry ?? null;
    const scope = { site: env.SITE_ORIGIN, freshSeconds: mintFreshSeconds(env) };
    const remember = (read: MintRead, checkedAt = now()) => memory.set(kind, { read: { ...read, fetched: undefined, collapsed: undefined }, checkedAt });
    const share = (entry: MintCacheEntry, failure: UpstreamFailure | null, retryAt?: number) =>
      deadline.race(location.put(kind, scope, { entry, failure, checkedAt: now(), ...(failure && retryAt ? { retryAt } : {}) }), undefined);

    const local = await location.get(kind, scope, deadline);
    let known = newer(local?.entry, held);
    if (local && known === local.entry && isFresh(known, env)) {
      const read: MintRead = { entry: known, source: "location", fresh: true, failure: null, refreshing: false };
      remember(read);
      return read;
    }
    // Another isolate of this location asked the coordinator under RECHECK_MS ago, or the failing upstream is not
    // called again before its retry time: what the location holds is all the news there is.
    if (local && known && now() < nextAsk(local)) {
      const read: MintRead = { entry: known, source: "location", fresh: isFresh(known, env), failure: local.failure, retryAt: local.retryAt, refreshing: !local.failure };
      remember(read, nextAsk(local) - RECHECK_MS);
      return read;
    }

    // This isolate will ask: it says so to its location first, so the location's other isolates (and this one's other
    // requests) serve what is known meanwhile instead of asking too.
    const failure = local?.failure ?? memory.get(kind)?.read.failure ?? null;
    if (known) {
      remember({ entry: known, source: "location", fresh: isFresh(known, env), failure, refreshing: true });
      await share(known, failure, local?.retryAt);
    }
    const kv = await fromKv(kind, env, deadline);
    known = newer(kv, known);
    if (kv && known === kv && isFresh(kv, env)) {
      const read: MintRead = { entry: kv, source: "kv", fresh: true, failure: null, refreshing: false };
      remember(read);
      await share(kv, null);
      return read;
    }
    const result = await ask(kind, env, known, deadline);
    if (result.entry) {
      // A failing upstream is called again at retryAt: until then this isolate's memory is all the news there is.
      remember(result, Math.max(now(), (result.failure && result.retryAt ? result.retryAt : 0) - RECHECK_MS));
      await share(result.entry, result.failure, result.retryAt);
    }
    return result;
  }

  return { read, reset: () => memory.clear() };
}

/** This isolate's reader. */
export const mintReader = createMintReader();

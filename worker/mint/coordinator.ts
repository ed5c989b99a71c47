// One coordinator per mint call kind (a Durable Object, worldwide): the only caller of the upstream. It holds the
// latest good answer, refreshes it once per fresh window (an alarm keeps it warm whatever the traffic, the Cron
// Trigger re-arms the alarm), retries every 5 s while the upstream fails, and publishes every good answer to KV, the global read path.
// Everything a visitor or the upstream could notice (the answer, the next retry, the last failure, a suspect empty
// list) is kept in storage, so an evicted or restarted coordinator carries on exactly where it stopped.
import { DurableObject } from "cloudflare:workers";
import { isMintListBody, type MintKind } from "../../app/mint/shared/contract.ts";
import { within } from "./deadline.ts";
import type { Env } from "../env.ts";
import { MINT_CACHE_KEYS, mintFreshSeconds, mintKvTtlSeconds, RETRY_WHILE_FAILING_MS, type MintCacheEntry } from "./config.ts";
import { fetchMintUpstream, mintUpstreamUrl, NOT_ANSWERING, UNUSABLE, UPSTREAM_TIMEOUT_MS, type UpstreamFailure, type UpstreamResult } from "./upstream.ts";
import { logEvent } from "../http/observe.ts";
import { COUNTED, LastMinute, type CoordinatorStatus } from "./coordinator-status.ts";

/**
 * An empty address list right after a non-empty one is more likely an upstream fault than a list emptied on purpose:
 * the last good list is kept (and marked as failing) until the upstream has answered empty for this long.
 */
export const EMPTY_CONFIRM_MS = 5 * 60_000;
/** An upstream call that outlives its own time limit (a fetch that ignores its abort signal) is given up after this. */
const UPSTREAM_DEADLINE_MS = UPSTREAM_TIMEOUT_MS + 500;

/** What a reader learns from the coordinator. */
export interface CoordinatorAnswer {
  entry: MintCacheEntry | null;
  /** The upstream's last call failed (the entry, if any, is the last good one). */
  failure: UpstreamFailure | null;
  /** While failing: when the next upstream call may be made (ms since epoch); asking again before it brings no news. */
  retryAt?: number;
  /** This call waited for an upstream answer (nothing was held yet), with its HTTP status; `joined`: one already under way. */
  fetched?: { status: number; joined: boolean };
  /** A refresh is under way. */
  refreshing: boolean;
}

type Outcome = { ok: true; entry: MintCacheEntry } | { ok: false; failure: UpstreamFailure };

/** The upstream's record as this coordinator keeps it in storage. */
interface Health {
  /** Failures in a row (operators see it; the retry interval stays RETRY_WHILE_FAILING_MS). */
  failures: number;
  /** No upstream call before this time (ms since epoch). */
  retryAt: number;
  lastFailure: UpstreamFailure | null;
  /** Since when the upstream has answered an empty list in place of a non-empty one (ms since epoch). */
  emptySince: number | null;
}

const HEALTHY: Health = { failures: 0, retryAt: 0, lastFailure: null, emptySince: null };
const SUSPECT_EMPTY: UpstreamFailure = { detail: "suspect-empty", httpStatus: 502, message: UNUSABLE };
const GAVE_UP: UpstreamResult = { ok: false, failure: { detail: "timeout", httpStatus: 503, message: NOT_ANSWERING } };

const listSize = (body: string): number => {
  const parsed: unknown = JSON.parse(body);
  return isMintListBody(parsed) ? parsed.data.list.length : 0;
};

/** What a caller tells the coordinator: its call kind and the fresh window of its configuration. */
export interface CoordinatorCall {
  kind: MintKind;
  freshMs: number;
}

export class MintCoordinator extends DurableObject<Env> {
  private kind: MintKind | null = null;
  /** The fresh window, as the worker's configuration (MINT_FRESH_SECONDS) gives it to every caller. */
  private windowMs = mintFreshSeconds(this.env) * 1000;
  private entry: MintCacheEntry | null = null;
  private health: Health = HEALTHY;
  private refreshing: Promise<Outcome> | null = null;
  private alarmRun: Promise<void> | null = null;
  private readonly lastMinute = new LastMinute<(typeof COUNTED)[number]>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      this.kind = (await ctx.storage.get<MintKind>("kind")) ?? null;
      this.windowMs = (await ctx.storage.get<number>("windowMs")) ?? this.windowMs;
      this.entry = (await ctx.storage.get<MintCacheEntry>("entry")) ?? null;
      this.health = (await ctx.storage.get<Health>("health")) ?? HEALTHY;
    });
  }

  private isFresh(now: number): boolean {
    return this.entry !== null && now - this.entry.fetchedAt < this.windowMs;
  }

  /** Kind and window are kept in storage: the alarm, which has no caller, needs both. */
  private async remember({ kind, freshMs }: CoordinatorCall): Promise<void> {
    if (this.kind === kind && this.windowMs === freshMs) return;
    this.kind = kind;
    this.windowMs = freshMs;
    await this.ctx.storage.put({ kind, windowMs: freshMs });
  }

  /**
   * The latest answer. Never waits on the upstream when an answer exists (here, or with the caller: `wait: false`);
   * a stale or missing one starts one refresh. Only a cold start, with nothing anywhere, waits for the upstream.
   */
  async read(call: CoordinatorCall, options: { wait?: boolean } = {}): Promise<CoordinatorAnswer> {
    this.lastMinute.add("reads");
    await this.remember(call);
    const { kind } = call;
    if (!this.isFresh(Date.now())) {
      if (this.entry || options.wait === false) {
        this.startRefresh(kind);
        return this.answer();
      }
      const joined = this.refreshing !== null;
      const refresh = this.refresh(kind);
      // The refresh is this object's work, not the caller's: it finishes even if the caller stops waiting.
      this.keepRunning(kind, refresh);
      const outcome = await refresh;
      return { ...this.answer(), fetched: { status: outcome.ok ? 200 : (outcome.failure.upstreamStatus ?? 0), joined } };
    }
    return this.answer();
  }

  /** The operator's view (worker/mint/status-api.ts): the answer's age, the failures, the next retry, the last minute. */
  async status(): Promise<CoordinatorStatus> {
    const now = Date.now();
    const { failures, retryAt, lastFailure, emptySince } = this.health;
    const alarm = await this.ctx.storage.getAlarm();
    return {
      kind: this.kind,
      windowMs: this.windowMs,
      answer: this.entry && { fetchedAt: this.entry.fetchedAt, ageMs: now - this.entry.fetchedAt, fresh: this.isFresh(now) },
      failuresInARow: failures,
      lastFailure,
      nextRetryInMs: lastFailure ? Math.max(0, retryAt - now) : null,
      suspectEmptyForMs: emptySince === null ? null : now - emptySince,
      refreshing: this.refreshing !== null,
      alarmInMs: alarm === null ? null : alarm - now,
      lastMinute: { ...this.lastMinute.counts(COUNTED, now), since: this.lastMinute.since },
    };
  }

  /** The Cron Trigger's call: refresh if the answer is not fresh, and make sure the keep-warm alarm is set. */
  async keepWarm(call: CoordinatorCall): Promise<CoordinatorAnswer> {
    await this.remember(call);
    if (!this.isFresh(Date.now())) await this.refresh(call.kind);
    if ((await this.ctx.storage.getAlarm()) === null) await this.scheduleNext();
    return this.answer();
  }

  override async alarm(): Promise<void> {
    const run = this.runAlarm();
    this.alarmRun = run;
    await run.finally(() => {
      if (this.alarmRun === run) this.alarmRun = null;
    });
  }

  private async runAlarm(): Promise<void> {
    if (!this.kind) return;
    if (!this.isFresh(Date.now())) await this.refresh(this.kind);
    // Always re-armed: at the end of the window, or when the wait after a failure ends (an early alarm changes nothing).
    await this.scheduleNext();
  }

  /** Resolves once no alarm runs and no upstream call is in flight, or at their deadline (tests wait on it before clearing). */
  async settled(): Promise<void> {
    await within(this.alarmRun?.catch(() => undefined) ?? Promise.resolve(), UPSTREAM_DEADLINE_MS, undefined);
    await within(
      this.refreshing?.then(
        () => undefined,
        () => undefined,
      ) ?? Promise.resolve(),
      UPSTREAM_DEADLINE_MS,
      undefined,
    );
  }

  private answer(): CoordinatorAnswer {
    const { lastFailure, retryAt } = this.health;
    return { entry: this.entry, failure: lastFailure, refreshing: this.refreshing !== null, ...(lastFailure ? { retryAt } : {}) };
  }

  private startRefresh(kind: MintKind): void {
    this.keepRunning(kind, this.refresh(kind));
  }

  /**
   * Keeps a refresh running after its caller has its answer. Upstream failures are outcomes, not errors: what still
   * rejects is storage failing or the object being reset mid-call. That is logged (the next read retries), never
   * left as an uncaught rejection.
   */
  private keepRunning(kind: MintKind, refresh: Promise<Outcome>): void {
    this.ctx.waitUntil(refresh.catch((err: unknown) => logEvent("warn", "mint-refresh-interrupted", { kind, error: err instanceof Error ? err.message : String(err) })));
  }

  /** One upstream call at a time, and none before the retry time after a failure; every call is logged with its outcome and duration. */
  private refresh(kind: MintKind): Promise<Outcome> {
    if (this.refreshing) return this.refreshing;
    const { retryAt, lastFailure } = this.health;
    if (Date.now() < retryAt && lastFailure) return Promise.resolve({ ok: false, failure: lastFailure });
    this.refreshing = this.callUpstream(kind).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async callUpstream(kind: MintKind): Promise<Outcome> {
    const started = Date.now();
    const result = await within(fetchMintUpstream(kind, this.env.MINT_API_ORIGIN), UPSTREAM_DEADLINE_MS, GAVE_UP);
    const now = Date.now();
    const ms = now - started;
    if (!result.ok) return this.failed(kind, result.failure, ms, now);
    const suspect = this.suspectEmpty(kind, result.body, now);
    if (suspect) return this.failed(kind, suspect, ms, now);
    const { body } = result;
    this.health = HEALTHY;
    this.entry = { body, fetchedAt: now };
    logEvent("info", "mint-upstream", { kind, outcome: "ok", status: 200, ms });
    this.lastMinute.add("upstreamOk", now);
    await this.ctx.storage.put({ entry: this.entry, health: this.health });
    await this.publish(kind, this.entry);
    await this.scheduleNext();
    return { ok: true, entry: this.entry };
  }

  /** Waits RETRY_WHILE_FAILING_MS before the next call (kept in storage with the failure) and keeps the last good answer. */
  private async failed(kind: MintKind, failure: UpstreamFailure, ms: number, now: number): Promise<Outcome> {
    const failures = this.health.failures + 1;
    // Other failures in between leave the empty list's start as it was: only a good non-empty list clears it.
    const emptySince = failure.detail === "suspect-empty" ? (this.health.emptySince ?? now) : this.health.emptySince;
    this.health = { failures, retryAt: now + RETRY_WHILE_FAILING_MS, lastFailure: failure, emptySince };
    logEvent("warn", "mint-upstream", { kind, outcome: failure.detail, status: failure.upstreamStatus, ms, retryInMs: this.health.retryAt - now });
    this.lastMinute.add("upstreamFailed", now);
    await this.ctx.storage.put("health", this.health);
    await this.scheduleNext();
    return { ok: false, failure };
  }

  /** An empty list in place of a non-empty one is a failure until it has lasted EMPTY_CONFIRM_MS. */
  private suspectEmpty(kind: MintKind, body: string, now: number): UpstreamFailure | null {
    if (kind !== "list" || !this.entry || listSize(body) > 0 || listSize(this.entry.body) === 0) return null;
    const since = this.health.emptySince ?? now;
    if (now - since < EMPTY_CONFIRM_MS) return SUSPECT_EMPTY;
    logEvent("warn", "mint-list-emptied", { kind, emptyForMs: now - since });
    return null;
  }

  /** KV is the fast global read path; this object is its only writer (one write per window per key). */
  private async publish(kind: MintKind, entry: MintCacheEntry): Promise<void> {
    try {
      await this.env.MINT_CACHE.put(MINT_CACHE_KEYS[kind], JSON.stringify(entry), { expirationTtl: mintKvTtlSeconds(mintFreshSeconds(this.env)) });
    } catch (err) {
      logEvent("error", "mint-kv-write", { kind, error: err instanceof Error ? err.message : String(err) });
    }
  }

  /** The next refresh: when the answer goes stale, or when the wait after a failure ends. Nothing without an upstream. */
  private async scheduleNext(): Promise<void> {
    if (!this.kind || !mintUpstreamUrl(this.env.MINT_API_ORIGIN, this.kind)) return;
    const at = this.health.lastFailure ? this.health.retryAt : (this.entry?.fetchedAt ?? Date.now()) + this.windowMs;
    await this.ctx.storage.setAlarm(Math.max(at, Date.now() + 1));
  }
}

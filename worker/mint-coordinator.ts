// One coordinator per mint call kind (a Durable Object, worldwide): the only caller of the upstream. It holds the
// latest good answer, refreshes it once per fresh window (an alarm keeps it warm whatever the traffic, the Cron
// Trigger re-arms the alarm), backs off after failures, and publishes every good answer to KV, the global read path.
import { DurableObject } from "cloudflare:workers";
import type { MintKind } from "../app/mint/contract.ts";
import type { Env } from "./env.ts";
import { MINT_CACHE_KEYS, mintFreshSeconds, mintKvTtlSeconds, type MintCacheEntry } from "./mint-config.ts";
import { fetchMintUpstream, mintUpstreamUrl, type UpstreamFailure } from "./mint-upstream.ts";
import { logEvent } from "./observe.ts";

/** After the first failure the upstream is left alone this long, doubling per failure up to the cap. */
export const FIRST_BACKOFF_MS = 5000;
export const MAX_BACKOFF_MS = 60_000;

export function backoffMs(failures: number): number {
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, failures - 1));
}

/** What a reader learns from the coordinator. */
export interface CoordinatorAnswer {
  entry: MintCacheEntry | null;
  /** The upstream's last call failed (the entry, if any, is the last good one). */
  failure: UpstreamFailure | null;
  /** This call waited for an upstream answer (nothing was held yet), with its HTTP status. */
  fetched?: { status: number };
  /** A refresh is under way. */
  refreshing: boolean;
}

type Outcome = { ok: true; entry: MintCacheEntry } | { ok: false; failure: UpstreamFailure };

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
  private failures = 0;
  private retryAt = 0;
  private lastFailure: UpstreamFailure | null = null;
  private refreshing: Promise<Outcome> | null = null;
  private alarmRun: Promise<void> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      this.kind = (await ctx.storage.get<MintKind>("kind")) ?? null;
      this.windowMs = (await ctx.storage.get<number>("windowMs")) ?? this.windowMs;
      this.entry = (await ctx.storage.get<MintCacheEntry>("entry")) ?? null;
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
    await this.remember(call);
    const { kind } = call;
    if (!this.isFresh(Date.now())) {
      if (this.entry || options.wait === false) {
        this.startRefresh(kind);
        return this.answer();
      }
      const outcome = await this.refresh(kind);
      return { ...this.answer(), fetched: { status: outcome.ok ? 200 : (outcome.failure.upstreamStatus ?? 0) } };
    }
    return this.answer();
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
    // Always re-armed: at the end of the window, or when a back-off ends (an early alarm changes nothing).
    await this.scheduleNext();
  }

  /** Resolves once no alarm runs and no upstream call is in flight (a clean stop: tests wait on it before clearing). */
  async settled(): Promise<void> {
    await this.alarmRun?.catch(() => undefined);
    await this.refreshing?.catch(() => undefined);
  }

  private answer(): CoordinatorAnswer {
    return { entry: this.entry, failure: this.lastFailure, refreshing: this.refreshing !== null };
  }

  private startRefresh(kind: MintKind): void {
    this.ctx.waitUntil(this.refresh(kind));
  }

  /** One upstream call at a time, and none while backing off; every call is logged with its outcome and duration. */
  private refresh(kind: MintKind): Promise<Outcome> {
    if (this.refreshing) return this.refreshing;
    if (Date.now() < this.retryAt && this.lastFailure) return Promise.resolve({ ok: false, failure: this.lastFailure });
    this.refreshing = this.callUpstream(kind).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async callUpstream(kind: MintKind): Promise<Outcome> {
    const started = Date.now();
    const result = await fetchMintUpstream(kind, this.env.MINT_API_ORIGIN);
    const now = Date.now();
    const ms = now - started;
    if (!result.ok) {
      this.failures += 1;
      this.retryAt = now + backoffMs(this.failures);
      this.lastFailure = result.failure;
      logEvent("warn", "mint-upstream", { kind, outcome: result.failure.detail, status: result.failure.upstreamStatus, ms, retryInMs: this.retryAt - now });
      await this.scheduleNext();
      return result;
    }
    this.failures = 0;
    this.retryAt = 0;
    this.lastFailure = null;
    this.entry = { body: result.body, fetchedAt: now };
    logEvent("info", "mint-upstream", { kind, outcome: "ok", status: 200, ms });
    await this.ctx.storage.put("entry", this.entry);
    await this.publish(kind, this.entry);
    await this.scheduleNext();
    return { ok: true, entry: this.entry };
  }

  /** KV is the fast global read path; this object is its only writer (one write per window per key). */
  private async publish(kind: MintKind, entry: MintCacheEntry): Promise<void> {
    try {
      await this.env.MINT_CACHE.put(MINT_CACHE_KEYS[kind], JSON.stringify(entry), { expirationTtl: mintKvTtlSeconds(mintFreshSeconds(this.env)) });
    } catch (err) {
      logEvent("error", "mint-kv-write", { kind, error: err instanceof Error ? err.message : String(err) });
    }
  }

  /** The next refresh: when the answer goes stale, or when the back-off ends. Nothing without an upstream. */
  private async scheduleNext(): Promise<void> {
    if (!this.kind || !mintUpstreamUrl(this.env.MINT_API_ORIGIN, this.kind)) return;
    const at = this.lastFailure ? this.retryAt : (this.entry?.fetchedAt ?? Date.now()) + this.windowMs;
    await this.ctx.storage.setAlarm(Math.max(at, Date.now() + 1));
  }
}

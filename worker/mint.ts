// The site's own /v1/ API: the two mint calls, answered from the mint cache. Nothing else under
// /v1/. Also the mint state that pages show, filled into their slot as they are served.
import type { Context } from "hono";
import { isMintListBody, isMintStatusBody, MINT_PATHS, type MintKind } from "../app/mint/contract.ts";
import { UNKNOWN_MINT, type MintSnapshot } from "../app/mint/placement.ts";
import type { AppEnv, Env } from "./env.ts";
import { mintReader, type MintRead, type MintReader } from "./mint-cache.ts";
import { MINT_CACHE_NAME, mintFreshSeconds } from "./mint-config.ts";
import { mintUpstreamUrl, NOT_ANSWERING, UPSTREAM_TIMEOUT_MS } from "./mint-upstream.ts";
import type { Timing } from "./timing.ts";

export const API_METHODS = "GET, HEAD";
/**
 * Browsers keep an answer only while it is fresh: max-age is the mint window and Age says how much of it the
 * site's copy has used, so no cache anywhere serves it past the window (a stale answer must be revalidated).
 */
export function mintBrowserHeaders(read: MintRead, env: Env, now = Date.now()): Record<string, string> {
  const age = Math.max(0, Math.floor((now - (read.entry?.fetchedAt ?? now)) / 1000));
  return { "Cache-Control": read.fresh ? `public, max-age=${mintFreshSeconds(env)}` : "no-cache", Age: String(age) };
}

const kindByPath = new Map<string, MintKind>(Object.entries(MINT_PATHS).map(([kind, path]) => [path, kind as MintKind]));

/** The call a request path names: exact match on the raw path, so no query, encoding or dot-segment trick reaches another. */
export function mintKindOf(pathname: string): MintKind | undefined {
  return kindByPath.get(pathname);
}

/** A finished answer of one mint call, before it becomes a Response. */
export interface MintAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const JSON_TYPE = "application/json; charset=utf-8";
const cacheStatus = (...params: (string | false | undefined)[]) => [MINT_CACHE_NAME, ...params.filter(Boolean)].join("; ");

/** An error in the upstream's own shape: a non-zero code, a message and no data. */
/** The body every /v1 error answers with (the mint upstream's own shape): a non-zero code, a message, no data. */
export const apiErrorBody = (status: number, message: string) => JSON.stringify({ code: status, message, data: null });

export function mintError(status: number, message: string, cacheStatusValue: string, extra: Record<string, string> = {}): MintAnswer {
  return {
    status,
    body: apiErrorBody(status, message),
    headers: { "Content-Type": JSON_TYPE, "Cache-Control": "no-store", "Cache-Status": cacheStatusValue, ...extra },
  };
}

/** Cache-Status of a read: how fresh (ttl, negative when stale) and who answered (detail). */
export function describeRead(read: MintRead, env: Env, now = Date.now()): string {
  const freshMs = mintFreshSeconds(env) * 1000;
  const age = now - (read.entry?.fetchedAt ?? now);
  if (read.fetched) return cacheStatus("fwd=uri-miss", `fwd-status=${read.fetched.status}`, read.collapsed ? "collapsed" : "stored", `detail=${read.source}`);
  const ttl = read.fresh ? Math.max(1, Math.ceil((freshMs - age) / 1000)) : -Math.max(1, Math.ceil((age - freshMs) / 1000));
  const state = read.fresh ? undefined : read.failure ? "upstream-failing" : "revalidating";
  return cacheStatus("hit", `ttl=${ttl}`, `detail=${read.source}`, state);
}

/** Answers one mint call: any answer the caches hold, or an error only when none exists. */
export async function answerMintCall(kind: MintKind, env: Env, reader: MintReader = mintReader): Promise<MintAnswer> {
  if (!mintUpstreamUrl(env.MINT_API_ORIGIN, kind)) return mintError(503, "The mint service is not configured.", cacheStatus("detail=origin-unset"));
  const read = await reader.read(kind, env);
  if (read.entry) {
    return { status: 200, body: read.entry.body, headers: { "Content-Type": JSON_TYPE, ...mintBrowserHeaders(read, env), "Cache-Status": describeRead(read, env) } };
  }
  const failure = read.failure ?? { detail: "network" as const, httpStatus: 503 as const, message: NOT_ANSWERING };
  const params = read.fetched ? ["fwd=uri-miss", read.fetched.status ? `fwd-status=${read.fetched.status}` : ""] : [];
  return mintError(failure.httpStatus, failure.message, cacheStatus(...params, `detail=${failure.detail}`), { "Retry-After": "5" });
}

function toResponse(answer: MintAnswer, method: string): Response {
  return new Response(method === "HEAD" ? null : answer.body, { status: answer.status, headers: answer.headers });
}

export async function serveMintApi(c: Context<AppEnv>): Promise<Response> {
  const method = c.req.method;
  const kind = mintKindOf(new URL(c.req.url).pathname);
  if (!kind) return toResponse(mintError(404, "No such API endpoint.", cacheStatus("detail=no-such-endpoint")), method);
  if (method !== "GET" && method !== "HEAD") {
    return toResponse(mintError(405, `Method not allowed; use ${API_METHODS}.`, cacheStatus("detail=method-not-allowed"), { Allow: API_METHODS }), method);
  }
  const timing = c.get("timing");
  return toResponse(await timing.measure("mint", () => answerMintCall(kind, c.env)), method);
}

/** Parsed cached bodies, per entry object: a page does not re-parse the same list on every answer. */
const parsedBodies = new WeakMap<object, unknown>();
function parse(read: MintRead | null): unknown {
  const entry = read?.entry;
  if (!entry) return undefined;
  if (!parsedBodies.has(entry)) {
    let value: unknown;
    try {
      value = JSON.parse(entry.body);
    } catch {
      value = undefined;
    }
    parsedBodies.set(entry, value);
  }
  return parsedBodies.get(entry);
}

/** Past the window plus the upstream's time limit, or failing while not fresh: the answer may be out of date. */
function mayBeOutdated(read: MintRead | null, env: Env, now: number): boolean {
  if (!read?.entry) return false;
  const tooOld = now - read.entry.fetchedAt > mintFreshSeconds(env) * 1000 + UPSTREAM_TIMEOUT_MS;
  return tooOld || Boolean(read.failure && !read.fresh);
}

/**
 * The mint state a page shows: never older than the mint window plus the time to fetch it, or flagged as stale.
 * Either call's answer being old or failing flags it: a new status never stands beside an old count unmarked.
 */
export async function pageMintSnapshot(env: Env, timing?: Timing, reader: MintReader = mintReader): Promise<MintSnapshot> {
  // Each read keeps its own deadline (MINT_WAIT_MS): past it, the page shows the state as unknown.
  const readOne = (kind: MintKind) => reader.read(kind, env).catch(() => null);
  const read = () => Promise.all([readOne("status"), readOne("list")]);
  const [status, list] = await (timing ? timing.measure("mint", read) : read());
  const statusBody = parse(status);
  const listBody = parse(list);
  const soldOut = isMintStatusBody(statusBody) ? statusBody.data.mint_all : UNKNOWN_MINT.soldOut;
  const listSize = isMintListBody(listBody) ? listBody.data.list.length : UNKNOWN_MINT.listSize;
  const now = Date.now();
  const known = soldOut !== null || listSize !== null;
  return { soldOut, listSize, stale: known && (mayBeOutdated(status, env, now) || mayBeOutdated(list, env, now)) };
}

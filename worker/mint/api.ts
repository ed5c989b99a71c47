// The site's own /v1/ API: the two mint calls, answered from the mint cache. Nothing else under /v1/.
import type { Context } from "hono";
import { MINT_PATHS, type MintKind } from "../../app/mint/shared/contract.ts";
import type { AppEnv, Env } from "../env.ts";
import { mintReader, type MintRead, type MintReader } from "./reader.ts";
import { MINT_CACHE_NAME, mintFreshSeconds } from "./config.ts";
import { mintUpstreamUrl, NOT_ANSWERING } from "./upstream.ts";

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

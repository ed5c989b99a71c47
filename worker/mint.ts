// The site's own /v1/ API: the two mint calls of SPEC section 7, answered from the KV cache. Nothing else under /v1/.
import type { Context } from "hono";
import { isMintListBody, isMintStatusBody, MINT_PATHS, type MintKind } from "../app/mint/contract.ts";
import { UNKNOWN_MINT, type MintSnapshot } from "../app/mint/placement.ts";
import { backgroundWork, type WaitUntil } from "./background.ts";
import type { AppEnv, Env } from "./env.ts";
import { answerMintCall, MINT_CACHE_NAME, mintError, mintFreshSeconds, peekMintCall, type MintAnswer, type MintCacheEntry } from "./mint-cache.ts";
import type { Timing } from "./timing.ts";

/** Every path under it is API: a JSON answer, never the pages' redirect to /. */
export const API_PREFIX = "/v1/";
export const API_METHODS = "GET, HEAD";
/** How long a page render may wait for a cold mint call before it shows the state as unknown. */
export const SSR_MINT_WAIT_MS = 250;

const kindByPath = new Map<string, MintKind>(Object.entries(MINT_PATHS).map(([kind, path]) => [path, kind as MintKind]));

/** The call a request path names: exact match on the raw path, so no query, encoding or dot-segment trick reaches another. */
export function mintKindOf(pathname: string): MintKind | undefined {
  return kindByPath.get(pathname);
}

export function isApiPath(pathname: string): boolean {
  return pathname === "/v1" || pathname.startsWith(API_PREFIX);
}

function toResponse(answer: MintAnswer, method: string): Response {
  return new Response(method === "HEAD" ? null : answer.body, { status: answer.status, headers: answer.headers });
}

export async function serveMintApi(c: Context<AppEnv>): Promise<Response> {
  const method = c.req.method;
  const kind = mintKindOf(new URL(c.req.url).pathname);
  if (!kind) {
    return toResponse(mintError(404, "No such API endpoint.", `${MINT_CACHE_NAME}; detail=no-such-endpoint`), method);
  }
  if (method !== "GET" && method !== "HEAD") {
    const answer = mintError(405, `Method not allowed; use ${API_METHODS}.`, `${MINT_CACHE_NAME}; detail=method-not-allowed`, {
      Allow: API_METHODS,
    });
    return toResponse(answer, method);
  }
  return toResponse(await answerMintCall(kind, c.env, backgroundWork(c)), method);
}

/** Parsed cached bodies, per entry object: a page render does not re-parse the same list. */
const parsedBodies = new WeakMap<MintCacheEntry, unknown>();

function parse(entry: MintCacheEntry | null): unknown {
  if (!entry) return undefined;
  if (parsedBodies.has(entry)) return parsedBodies.get(entry);
  let value: unknown;
  try {
    value = JSON.parse(entry.body);
  } catch {
    value = undefined;
  }
  parsedBodies.set(entry, value);
  return value;
}

/** The mint state a page shows: cached answers, or a cold call that may take at most `waitMs`; unknown otherwise. */
export async function pageMintSnapshot(env: Env, waitUntil: WaitUntil, timing?: Timing, waitMs = SSR_MINT_WAIT_MS): Promise<MintSnapshot> {
  const read = () =>
    Promise.all([
      peekMintCall("status", env, waitUntil, waitMs).catch(() => null),
      peekMintCall("list", env, waitUntil, waitMs).catch(() => null),
    ]);
  const [status, list] = await (timing ? timing.measure("mint", read) : read());
  const statusBody = parse(status);
  const listBody = parse(list);
  const soldOut = isMintStatusBody(statusBody) ? statusBody.data.mint_all : UNKNOWN_MINT.soldOut;
  return {
    soldOut,
    listSize: isMintListBody(listBody) ? listBody.data.list.length : UNKNOWN_MINT.listSize,
    stale: soldOut !== null && status !== null && Date.now() - status.fetchedAt >= mintFreshSeconds(env) * 1000,
  };
}

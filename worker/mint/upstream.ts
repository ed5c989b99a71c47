// One call to the mint upstream: only the two fixed paths, a timeout, a body-size cap, and strict checks.
import { MINT_PATHS, mintBodyProblem, type MintKind } from "../../app/mint/shared/contract.ts";

export const UPSTREAM_TIMEOUT_MS = 3000;
export const MAX_UPSTREAM_BYTES = 256 * 1024;

/** Why an upstream answer was not used, and what the client is told when nothing is cached. */
export interface UpstreamFailure {
  /** A token for `Cache-Status: ...; detail=` and the logs. */
  detail: "origin-unset" | "timeout" | "network" | "http-status" | "oversize" | "malformed-json" | "wrong-shape" | "nonzero-code" | "suspect-empty";
  /** 503 when the upstream is unset or too slow, 502 when its answer is unusable. */
  httpStatus: 502 | 503;
  message: string;
  /** The upstream's HTTP status, when it answered. */
  upstreamStatus?: number;
}

export type UpstreamResult = { ok: true; body: string } | { ok: false; failure: UpstreamFailure };

/** The upstream URL of a call, from the configured origin alone (any path or query in it is dropped); null if unset or invalid. */
export function mintUpstreamUrl(origin: string | undefined, kind: MintKind): string | null {
  const text = origin?.trim();
  if (!text) return null;
  try {
    const base = new URL(text);
    if (base.protocol !== "https:" && base.protocol !== "http:") return null;
    return `${base.origin}${MINT_PATHS[kind]}`;
  } catch {
    return null;
  }
}

/** What a visitor is told while the mint service (or the coordinator in front of it) does not answer. */
export const NOT_ANSWERING = "The mint service is not answering right now. Please retry shortly.";
/** What a visitor is told when the mint service's answer cannot be used. */
export const UNUSABLE = "The mint service gave an unusable answer. Please retry shortly.";

function fail(detail: UpstreamFailure["detail"], upstreamStatus?: number): UpstreamResult {
  const unavailable = detail === "origin-unset" || detail === "timeout";
  const message = detail === "origin-unset" ? "The mint service is not configured." : unavailable ? NOT_ANSWERING : UNUSABLE;
  return { ok: false, failure: { detail, httpStatus: unavailable ? 503 : 502, message, upstreamStatus } };
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
}

/** The body of an answer or a request as text, or null once it grows past `limit` bytes (the rest is never read). */
export async function readCapped(res: Pick<Response, "headers" | "body">, limit: number): Promise<string | null> {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await res.body?.cancel();
    return null;
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Asks the upstream for one call. Nothing of the visitor's request (path, query, headers) goes along. */
export async function fetchMintUpstream(kind: MintKind, origin: string | undefined): Promise<UpstreamResult> {
  const url = mintUpstreamUrl(origin, kind);
  if (!url) return fail("origin-unset");
  let text: string | null;
  let status: number;
  try {
    const res = await fetch(url, {
      method: "GET",
      headers: { Accept: "application/json" },
      // A redirect would lead to a path we never chose: treated as a bad answer.
      redirect: "manual",
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    status = res.status;
    if (status < 200 || status > 299) {
      await res.body?.cancel();
      return fail("http-status", status);
    }
    text = await readCapped(res, MAX_UPSTREAM_BYTES);
  } catch (err) {
    return fail(isTimeout(err) ? "timeout" : "network");
  }
  if (text === null) return fail("oversize", status);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail("malformed-json", status);
  }
  const problem = mintBodyProblem(kind, parsed);
  if (problem) return fail(problem === "code" ? "nonzero-code" : "wrong-shape", status);
  // Re-serialized: what we store and serve is JSON we parsed ourselves.
  return { ok: true, body: JSON.stringify(parsed) };
}

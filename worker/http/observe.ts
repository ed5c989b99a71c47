// Every answer carries a request id (X-Request-Id) and Server-Timing; errors are logged as one JSON line with that id.
import type { MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import type { AppEnv } from "../env.ts";
import { coarseCacheStatus, OPERATOR_HEADER, operatorDetail } from "./operator.ts";
import { Timing } from "./timing.ts";

/**
 * Cloudflare's ray id when the edge gave one (the same id its own logs use), else a fresh random id of the same shape:
 * 16 hex digits (64 random bits), 20 bytes shorter than a UUID in a header every answer carries.
 */
export function requestIdOf(req: Request): string {
  const ray = req.headers.get("cf-ray") ?? "";
  if (/^[0-9a-f]{16}(-[A-Z]{3})?$/.test(ray)) return ray;
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** One structured log line (Workers Logs indexes JSON fields). */
export function logEvent(level: "info" | "warn" | "error", event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export function errorFields(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.name, message: err.message, stack: err.stack } : { error: String(err) };
}

/**
 * Hono's request-id middleware, given Cloudflare's id: it never takes the visitor's own X-Request-Id header (a
 * visitor could otherwise choose which log lines their request is filed under), so `observe` writes the header.
 */
export const assignRequestId = requestId({ headerName: "", generator: (c) => requestIdOf(c.req.raw) });

/**
 * Server-Timing stays hand-written (timing.ts) rather than hono/timing: visitors get the names of the work done
 * without durations (no timing side channel) and operators the durations, where hono/timing can only show both or
 * nothing.
 */
export const observe: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestId = c.get("requestId");
  const timing = new Timing();
  c.set("timing", timing);
  await next();
  const { detailed, byToken } = operatorDetail(c.req.raw, c.env);
  const headers = c.res.headers;
  headers.set("X-Request-Id", requestId);
  headers.set("Server-Timing", timing.header(performance.now() - started, detailed));
  const cacheStatus = headers.get("Cache-Status");
  if (cacheStatus !== null && !detailed) headers.set("Cache-Status", coarseCacheStatus(cacheStatus));
  // A shared cache must not hand an operator's detailed answer to a visitor.
  if (byToken) headers.append("Vary", OPERATOR_HEADER);
};

// What only operators see: the full Cache-Status (with the cache key and its build id) and Server-Timing durations.
// Staging shows them to everyone (DETAILED_HEADERS = "on"); production only to a request carrying the secret set
// with `wrangler secret put OPERATOR_TOKEN` in the X-Operator-Token header. Visitors get a coarse form.
import type { Env } from "../env.ts";

export const OPERATOR_HEADER = "X-Operator-Token";

const encoder = new TextEncoder();

/** Equal strings, compared in time that does not depend on where they differ. */
function sameSecret(given: string, secret: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(secret);
  if (a.byteLength !== b.byteLength) return false;
  return (crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean }).timingSafeEqual(a, b);
}

/** Whether the request carries the operator's secret (set, 16+ characters, and equal in constant time). */
export function hasOperatorToken(req: Request, env: Pick<Env, "OPERATOR_TOKEN">): boolean {
  const secret = env.OPERATOR_TOKEN ?? "";
  const given = req.headers.get(OPERATOR_HEADER);
  return secret.length >= 16 && given !== null && sameSecret(given, secret);
}

/** Whether this answer may carry the operator's detail; `byToken` when only the request's token allowed it. */
export function operatorDetail(req: Request, env: Pick<Env, "DETAILED_HEADERS" | "OPERATOR_TOKEN">): { detailed: boolean; byToken: boolean } {
  if (env.DETAILED_HEADERS === "on") return { detailed: true, byToken: false };
  const byToken = hasOperatorToken(req, env);
  return { detailed: byToken, byToken };
}

/** Cache-Status without its `key` parameters (they name the build). */
export function coarseCacheStatus(value: string): string {
  return value
    .split(";")
    .filter((part) => !/^\s*key=/.test(part))
    .join(";");
}

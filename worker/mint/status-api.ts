// GET /v1/operator/mint: the mint path as operators watch it on mint day (`npm run mint:status`): each coordinator's
// state and last minute. Only for a request carrying the operator's secret (X-Operator-Token, compared in constant
// time); anyone else gets a 401 that says nothing of the state. Never cached anywhere.
import type { Context } from "hono";
import { MINT_PATHS, type MintKind } from "../../app/mint/shared/contract.ts";
import type { AppEnv } from "../env.ts";
import { hasOperatorToken, OPERATOR_HEADER } from "../http/operator.ts";
import { logEvent } from "../http/observe.ts";
import { apiErrorBody } from "./api.ts";
import { mintFreshSeconds } from "./config.ts";
import type { CoordinatorStatus } from "./coordinator-status.ts";
import { within } from "./deadline.ts";
import { mintUpstreamUrl } from "./upstream.ts";

export const MINT_STATUS_PATH = "/v1/operator/mint";
const STATUS_WAIT_MS = 3000;
const NO_STORE = { "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" };

export interface MintStatusReport {
  at: number;
  freshSeconds: number;
  upstreamConfigured: boolean;
  coordinators: Record<MintKind, CoordinatorStatus | { error: string }>;
}

export async function serveMintStatus(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    return new Response(apiErrorBody(405, "Method not allowed; use GET."), { status: 405, headers: { ...NO_STORE, Allow: "GET, HEAD" } });
  }
  if (!hasOperatorToken(c.req.raw, c.env)) {
    const headers = { ...NO_STORE, "WWW-Authenticate": `Token realm="operator", header="${OPERATOR_HEADER}"` };
    return new Response(apiErrorBody(401, `Send the operator token in ${OPERATOR_HEADER}.`), { status: 401, headers });
  }
  const env = c.env;
  const kinds = Object.keys(MINT_PATHS) as MintKind[];
  const entries = await Promise.all(
    kinds.map(async (kind) => {
      try {
        const status = await within(env.MINT_COORDINATOR.get(env.MINT_COORDINATOR.idFromName(kind)).status(), STATUS_WAIT_MS, null);
        return [kind, status ?? { error: "the coordinator did not answer within 3 s" }] as const;
      } catch (err) {
        logEvent("error", "mint-status", { kind, error: err instanceof Error ? err.message : String(err) });
        return [kind, { error: "the coordinator could not be reached" }] as const;
      }
    }),
  );
  const report: MintStatusReport = {
    at: Date.now(),
    freshSeconds: mintFreshSeconds(env),
    upstreamConfigured: kinds.every((kind) => mintUpstreamUrl(env.MINT_API_ORIGIN, kind) !== null),
    coordinators: Object.fromEntries(entries) as MintStatusReport["coordinators"],
  };
  return new Response(c.req.method === "HEAD" ? null : JSON.stringify(report), { headers: NO_STORE });
}

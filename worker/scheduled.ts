// The Cron Trigger (wrangler.toml [triggers]): asks each coordinator to keep its answer warm, which also re-arms its
// refresh alarm if anything ever cleared it. Visitors then find a fresh answer whatever the traffic.
import { MINT_PATHS, type MintKind } from "../app/mint/shared/contract.ts";
import type { Env } from "./env.ts";
import { mintFreshSeconds } from "./mint/config.ts";
import { mintUpstreamUrl } from "./mint/upstream.ts";
import { logEvent } from "./http/observe.ts";

export async function keepMintWarm(env: Env): Promise<void> {
  const kinds = Object.keys(MINT_PATHS) as MintKind[];
  await Promise.all(
    kinds.map(async (kind) => {
      if (!mintUpstreamUrl(env.MINT_API_ORIGIN, kind)) return;
      try {
        await env.MINT_COORDINATOR.get(env.MINT_COORDINATOR.idFromName(kind)).keepWarm({ kind, freshMs: mintFreshSeconds(env) * 1000 });
      } catch (err) {
        logEvent("error", "mint-keep-warm", { kind, error: err instanceof Error ? err.message : String(err) });
      }
    }),
  );
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = (_controller, env, ctx) => {
  ctx.waitUntil(keepMintWarm(env));
};

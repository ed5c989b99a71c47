// What both report endpoints (/v1/vitals, /v1/csp-reports) check before they read a byte: the report comes from one
// of the site's own pages, and its sender is within its budget (REPORT_LIMITER, wrangler.toml [[ratelimits]]).
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { parseOrigin } from "./origin.ts";

/** The limiter's window (wrangler.toml: period = 60): a refused sender may try again after it. */
export const REPORT_WINDOW_SECONDS = 60;

/** Why a report is not from the site's own pages, or null when it is. */
export function foreignReason(c: Context<AppEnv>): string | null {
  const site = parseOrigin(c.env.SITE_ORIGIN);
  const origin = c.req.header("Origin");
  if (!origin) return "Reports are accepted only from this site's pages: the request has no Origin.";
  if (!site || origin !== site) return "Reports are accepted only from this site's pages: the Origin is another site's.";
  // Browsers that send it say where the request comes from; a page of another site says cross-site.
  const fetchSite = c.req.header("Sec-Fetch-Site");
  if (fetchSite !== undefined && fetchSite !== "same-origin") return "Reports are accepted only from this site's pages: Sec-Fetch-Site is not same-origin.";
  return null;
}

/** The sender as the edge sees it (Cloudflare sets CF-Connecting-IP; a local run without it shares one budget). */
export const clientOf = (c: Context<AppEnv>) => c.req.header("CF-Connecting-IP") ?? "unknown";

/** Counts one report of this kind from this client; false past the limit. */
export async function withinBudget(c: Context<AppEnv>, kind: "vitals" | "csp"): Promise<boolean> {
  const { success } = await c.env.REPORT_LIMITER.limit({ key: `${kind}:${clientOf(c)}` });
  return success;
}

/** False when this page view has reported within the window: the view id itself is the key, kept by the limiter only. */
export async function firstReportOfView(c: Context<AppEnv>, view: string): Promise<boolean> {
  const { success } = await c.env.VIEW_LIMITER.limit({ key: `view:${view}` });
  return success;
}

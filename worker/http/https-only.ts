// HTTPS by the worker itself, whatever the zone's "Always Use HTTPS" setting: when the site is https, a request that
// arrives over plain http is sent to the same host, path and query over https before anything else runs.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { parseOrigin } from "./origin.ts";

export const httpsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  // Local servers run on http://127.0.0.1 (SITE_ORIGIN http): they are served as asked.
  if (url.protocol !== "http:" || !parseOrigin(c.env.SITE_ORIGIN)?.startsWith("https:")) return next();
  url.protocol = "https:";
  // 308 keeps the method and body: a POST is repeated over https, not turned into a GET.
  return new Response(null, { status: 308, headers: { Location: url.href, "Cache-Control": "no-store" } });
};

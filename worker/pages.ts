// Page routes: every path of the route table is server-rendered; anything else is redirected to /.
import type { Context } from "hono";
import { manifest } from "../app/generated/manifest.ts";
import { findRoute } from "../app/routes.ts";
import type { AppEnv } from "./env.ts";
import { edgeCache, serveHtml } from "./html-cache.ts";
import { pageContext, renderPage, withPageMint } from "./render.ts";

/** Paths of Workers static assets: a miss there is a 404, never a redirect. */
export const STATIC_PREFIX = "/static/";

export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const path = c.req.path;
  if (path.startsWith(STATIC_PREFIX)) return c.text("Not found", 404);
  const route = findRoute(path);
  if (!route) return c.redirect("/", 302);
  const ctx = pageContext(route, c.req.raw, c.env);
  return serveHtml({
    request: c.req.raw,
    route,
    device: ctx.device,
    version: manifest.version,
    env: c.env,
    render: async () => renderPage(await withPageMint(ctx, c.env, backgroundWork(c))),
    cache: edgeCache(),
    waitUntil: backgroundWork(c),
  });
}

/** ctx.waitUntil when the runtime gives one (Hono throws on access otherwise). */
function backgroundWork(c: Context<AppEnv>): ((work: Promise<unknown>) => void) | undefined {
  try {
    const ec = c.executionCtx;
    return (work) => ec.waitUntil(work);
  } catch {
    return undefined;
  }
}

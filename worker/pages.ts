// Page routes: every path of the route table is server-rendered; anything else is redirected to /.
import type { Context } from "hono";
import { findRoute } from "../app/routes.ts";
import type { AppEnv } from "./env.ts";
import { pageContext, renderPage } from "./render.ts";

/** Paths of Workers static assets: a miss there is a 404, never a redirect. */
export const STATIC_PREFIX = "/static/";

export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const path = c.req.path;
  if (path.startsWith(STATIC_PREFIX)) return c.text("Not found", 404);
  const route = findRoute(path);
  if (!route) return c.redirect("/", 302);
  const stream = await renderPage(pageContext(route, c.req.raw, c.env));
  return new Response(c.req.method === "HEAD" ? null : stream, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      Vary: "User-Agent",
    },
  });
}

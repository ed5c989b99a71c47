// Page routes: every path of the route table is served from the edge HTML cache; a path that only decodes to one
// is sent to its canonical spelling; anything else is redirected to /.
import type { Context } from "hono";
import { manifest } from "../app/generated/manifest.ts";
import { styles } from "../app/generated/styles.ts";
import { MINT_SLOT_MARKER, showsGenesisBlock } from "../app/mint/placement.ts";
import { findRoute, type RouteDef } from "../app/routes.ts";
import { styleSetOf } from "../app/styles/sets.ts";
import type { AppEnv } from "./env.ts";
import { contentSecurityPolicy } from "./headers.ts";
import { edgeCache, PAGE_TTL_SECONDS, serveHtml } from "./html-cache.ts";
import { pageMintSnapshot } from "./mint.ts";
import { renderMintSlot } from "./mint-slot.ts";
import { siteOrigin } from "./origin.ts";
import { renderPage } from "./render.ts";
import { backgroundWork } from "./background.ts";

/** Paths of Workers static assets: a miss there is a 404, never a redirect. */
export const STATIC_PREFIX = "/static/";

/** The path with its percent-encodings decoded, or null when they are malformed. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Seconds a page is kept: a day (a deploy changes the key), except the query-dependent error page. */
export function pageTtl(route: RouteDef, env: AppEnv["Bindings"]): number {
  return route.kind === "exception" || env.HTML_CACHE === "off" ? 0 : PAGE_TTL_SECONDS;
}

export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  if (url.pathname.startsWith(STATIC_PREFIX)) return c.text("Not found", 404);
  const route = findRoute(url.pathname);
  if (!route) {
    // Only canonical spellings render and are stored: /blog/m%65ridian... is the same page under another key.
    const canonical = findRoute(decodedPath(url.pathname) ?? "");
    return canonical ? c.redirect(canonical.path + url.search, 301) : c.redirect("/", 302);
  }
  const origin = siteOrigin(c.env);
  const timing = c.get("timing");
  const waitUntil = backgroundWork(c);
  return serveHtml({
    request: c.req.raw,
    key: { origin, path: route.path, version: manifest.version },
    ttl: pageTtl(route, c.env),
    render: () => renderPage({ route, origin, query: url.searchParams }),
    slot: showsGenesisBlock(route)
      ? { marker: MINT_SLOT_MARKER, fill: async () => renderMintSlot(await pageMintSnapshot(c.env, timing)) }
      : undefined,
    headers: { "Content-Security-Policy": contentSecurityPolicy([styles[styleSetOf(route)].hash]) },
    env: c.env,
    cache: edgeCache(),
    waitUntil,
    timing,
  });
}

// Page routes: every path of the route table is served from the edge HTML cache; a path that only decodes to one
// is sent to its canonical spelling; an unknown path under a language goes to that language's home, any other to /.
import type { Context } from "hono";
import { manifest } from "../../app/generated/manifest.ts";
import { DEFAULT_LANG, localePath, splitLangPath } from "../../app/i18n/languages.ts";
import { ACTIVE_LANGS } from "../../app/i18n/messages.ts";
import { showsGenesisBlock } from "../../app/content/articles.ts";
import { slotMarker } from "../../app/document/slots.ts";
import { headAssets } from "../../app/document/head-assets.ts";
import { SPECULATION_RULES_PATH } from "../../app/document/speculation-rules.ts";
import { findRoute, type RouteDef } from "../../app/routes.ts";
import { backgroundWork } from "../http/background.ts";
import type { AppEnv } from "../env.ts";
import { contentSecurityPolicy } from "../http/security-headers.ts";
import { edgeCache, PAGE_TTL_SECONDS, serveHtml, type PageSlot } from "./html-cache.ts";
import { renderSuggestion, suggestionOf } from "./language.ts";
import { DEFAULT_SAMPLE_RATE, sampleRate } from "../../app/vitals/sample.ts";
import { pageMintSnapshot } from "../mint/snapshot.ts";
import { mintFreshSeconds } from "../mint/config.ts";
import { renderMintSlot } from "../mint/slot.ts";
import { siteOrigin } from "../http/origin.ts";
import { streamApp } from "./stream.ts";

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

/** Where an unknown path goes: its canonical spelling (301), its language's home, or / (302). */
function redirectUnknown(c: Context<AppEnv>, url: URL): Response {
  // Only canonical spellings render and are stored: /blog/m%65ridian... is the same page under another key.
  const canonical = findRoute(decodedPath(url.pathname) ?? "");
  if (canonical) return c.redirect(canonical.path + url.search, 301);
  const { lang } = splitLangPath(url.pathname);
  return c.redirect(lang !== DEFAULT_LANG && ACTIVE_LANGS.includes(lang) ? localePath(lang, "/") : "/", 302);
}

export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  if (url.pathname.startsWith(STATIC_PREFIX)) return c.text("Not found", 404);
  const route = findRoute(url.pathname);
  if (!route) return redirectUnknown(c, url);
  const origin = siteOrigin(c.env);
  const timing = c.get("timing");
  const slots: PageSlot[] = [];
  const assets = headAssets(route);
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(assets.styleHashes, assets.scriptHashes),
    // Same-site links the browser may prerender before the tap (app/document/speculation-rules.ts).
    "Speculation-Rules": `"${SPECULATION_RULES_PATH}"`,
  };
  if (showsGenesisBlock(route)) {
    slots.push({ marker: slotMarker("mint"), fill: async () => renderMintSlot(await pageMintSnapshot(c.env, timing), mintFreshSeconds(c.env), route.lang) });
  }
  if (route.lang === DEFAULT_LANG) {
    // The suggestion is per visitor: filled in per answer, never stored; downstream caches must key on what it reads.
    slots.push({ marker: slotMarker("langSuggestion"), fill: async () => renderSuggestion(suggestionOf(c), route.page) });
    headers.Vary = "Accept-Language, Cookie";
  }
  // The sample rate is written into the page, so a page rendered with another rate is another stored page.
  const vitalsRate = sampleRate(c.env.VITALS_SAMPLE_RATE);
  return serveHtml({
    request: c.req.raw,
    key: { origin, path: route.path, version: vitalsRate === DEFAULT_SAMPLE_RATE ? manifest.version : `${manifest.version}.vitals-${vitalsRate}` },
    ttl: pageTtl(route, c.env),
    render: () => streamApp({ route, origin, query: url.searchParams, vitalsRate }),
    slots,
    headers,
    env: c.env,
    cache: edgeCache(),
    waitUntil: backgroundWork(c),
    timing,
  });
}

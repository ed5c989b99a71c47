// What a page's <head> carries inline, in one place: the document renders it and the worker allows exactly these
// inline texts by their hashes in the page's Content-Security-Policy.
import { manifest } from "../generated/manifest.ts";
import { language } from "../i18n/languages.ts";
import { languageStyles, styles } from "../generated/styles.ts";
import { showsGenesisBlock } from "../content/articles.ts";
import { pageKindOf } from "../pages/index.ts";
import type { PageRoute } from "./page-context.ts";
import type { DeferredStyle } from "../styles/sets.ts";

/** The stylesheet files a page applies after its first paint: an article with the Genesis block gets the block's. */
function deferredStylesOf(route: Pick<PageRoute, "kind" | "slug">): DeferredStyle[] {
  return route.kind === "article" && showsGenesisBlock(route) ? ["genesis"] : [];
}

export interface HeadAssets {
  /** The page's own stylesheet (app/styles/sets.ts). */
  css: string;
  /** Its language's own rules (app/styles/languages.css), when it has any. */
  languageCss?: string;
  /** The inline starter that declares the web font and fetches the boot script once the page has loaded
   *  (app/client/starter.ts). */
  starter: string;
  /** The web font's @font-face rules, inside <noscript>: for readers without JavaScript only. */
  noScriptFonts: string;
  /** Stylesheet files applied after the first paint (app/styles/sets.ts, DEFERRED_STYLES). */
  deferredStyles: string[];
  /** The id of the element the first paint waits for (app/pages/index.ts, firstPaintAfter). */
  firstPaintAfter: string;
  /** CSP sources for the inline texts above. */
  styleHashes: string[];
  scriptHashes: string[];
}

export function headAssets(route: Pick<PageRoute, "kind" | "slug" | "lang">): HeadAssets {
  const kind = pageKindOf(route.kind);
  const style = styles[kind.style];
  const fonts = language(route.lang).extendedLatin ? manifest.noScriptFonts.extended : manifest.noScriptFonts.base;
  const own = languageStyles[route.lang];
  return {
    css: style.css,
    languageCss: own?.css,
    starter: manifest.starter.code,
    noScriptFonts: fonts.css,
    deferredStyles: deferredStylesOf(route).map((name) => manifest.deferredStyles[name]),
    firstPaintAfter: kind.firstPaintAfter ?? "main",
    styleHashes: [style.hash, ...(own ? [own.hash] : []), fonts.hash],
    scriptHashes: [manifest.starter.hash],
  };
}

// Which stylesheets each page gets, inlined in its <head> (scripts/build/styles.ts bundles every set; the worker
// allows each by its hash in the page's CSP; styleSetOf in app/mint/shared/slots.ts picks a route's set). A page
// downloads only the CSS it uses, on the first round trip. Imports nothing generated: the build reads this first.

/** Every page (after the web font's local stand-ins, which the build declares: scripts/build/font.ts): tokens and base
 *  elements, header, menu and footer. */
export const SHARED_STYLES = ["base.css", "chrome.css"] as const;

export const STYLE_SETS = {
  home: ["sections.css", "home.css", "home-layer.css", "home-ecosystem.css", "home-community.css", "genesis.css", "mint.css"],
  blog: ["blog.css"],
  article: ["article.css"],
  roadmap: ["sections.css", "roadmap.css"],
  hub: ["sections.css", "hub.css"],
  exception: ["sections.css", "exception.css"],
} as const satisfies Record<string, readonly string[]>;

export type StyleSet = keyof typeof STYLE_SETS;

/** Rules keyed by :lang(), split by language at build time (scripts/build/styles.ts): a page gets its language's. */
export const LANGUAGE_STYLES = "languages.css";

/**
 * Stylesheets served as hashed files and applied without blocking the first paint: the Genesis block comes after a
 * whole article, and its styles would otherwise cost an article's first round trip (the home page, where the block
 * is part of the page, inlines them). The page links the file as `media="print"` (fetched at the lowest priority,
 * blocking nothing) and the page script switches it on; readers without JavaScript get it from <noscript>.
 */
export const DEFERRED_STYLES = {
  genesis: ["sections.css", "genesis.css", "mint.css"],
} as const satisfies Record<string, readonly string[]>;

export type DeferredStyle = keyof typeof DEFERRED_STYLES;

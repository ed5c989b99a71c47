// The Speculation Rules every page names in its Speculation-Rules header (worker/pages/serve.ts): which same-site
// links the browser may prerender before the tap, and how eagerly. Document rules follow only the links on the page,
// so one file serves every page and language (a Korean page's links are Korean pages). A header rather than an inline
// script: no bytes in the page and no hash in its CSP (the rule set's fetch is not subject to the page's CSP).

/** Where the rules are served (worker/speculation.ts), as the header names them. */
export const SPECULATION_RULES_PATH = "/speculation.json";
export const SPECULATION_RULES_TYPE = "application/speculationrules+json";

/** Never prepared ahead: the API, the language choice (it sets a cookie), downloads and anything off the site. */
export const NEVER_PRERENDERED = ["/v1/*", "/language/*", "/*.apk"] as const;
const NEVER_SELECTOR = "[download], [rel~=external]";

/** The few likely next pages: the logo, the header's pages, an article's way back to the blog and its related posts. */
export const LIKELY_NEXT = ".logo, .header-page-link, .desktop-nav a, .article-back, .more-posts a";

type Predicate = Record<string, unknown>;

const sameSite: Predicate[] = [{ href_matches: "/*" }, ...NEVER_PRERENDERED.map((pattern) => ({ not: { href_matches: pattern } })), { not: { selector_matches: NEVER_SELECTOR } }];
const newTab = { selector_matches: "[target=_blank]" };

/**
 * Moderate (hover on a desktop; on a phone, a link that stays in view) for the likely next pages and new-tab links,
 * conservative (pointer-down) for the rest: a phone on a metered plan prepares a page or two, never the whole site.
 */
export const speculationRules = {
  prerender: [
    { source: "document", where: { and: [...sameSite, { not: newTab }, { selector_matches: LIKELY_NEXT }] }, eagerness: "moderate" },
    { source: "document", where: { and: [...sameSite, { not: newTab }, { not: { selector_matches: LIKELY_NEXT } }] }, eagerness: "conservative" },
    // Blog cards, and Blog and Roadmap from the home page, open in a new tab (the spec): prepared in one.
    { source: "document", where: { and: [...sameSite, newTab] }, eagerness: "moderate", target_hint: "_blank" },
  ],
} as const;

// The pages the browser audits open (axe, HTML validation, layout): every English route, and in each other language
// one page of every kind (a translated Genesis article and an article shown in English among them). The worker
// tests cover every route of every language; a page kind renders through the same code in every language.
import { DEFAULT_LANG } from "../../app/i18n/languages.ts";
import { routes, type RouteDef } from "../../app/routes.ts";

const translatedArticle = routes.find((r) => r.kind === "article" && r.lang === DEFAULT_LANG && r.slug?.includes("genesis"))!.slug;
const englishArticle = routes.find((r) => r.lang !== DEFAULT_LANG && r.kind === "article" && !r.translated)?.slug;

function sampled(r: RouteDef): boolean {
  if (r.lang === DEFAULT_LANG) return true;
  if (r.kind !== "article") return true;
  return r.slug === translatedArticle || r.slug === englishArticle;
}

export const auditRoutes: readonly RouteDef[] = routes.filter(sampled);

/**
 * The pages axe audits (each visit walks the whole page, so the list is kept to what can differ): on the phone every
 * English route and, in each other language, its home, blog and a translated article (Arabic, right to left: one of
 * every kind); on the desktop one page of every kind in English (the same templates at another width).
 */
export function a11yRoutes(isMobile: boolean): readonly RouteDef[] {
  const kinds = new Set<string>();
  return auditRoutes.filter((r) => {
    if (!isMobile) {
      if (r.lang !== DEFAULT_LANG || r.path === "/index.html") return false;
      const kind = r.kind === "article" ? `article ${r.slug === translatedArticle}` : r.kind;
      if (kinds.has(kind)) return false;
      kinds.add(kind);
      return true;
    }
    if (r.lang === DEFAULT_LANG || r.lang === "ar") return true;
    return r.kind === "home" || r.kind === "blog" || (r.kind === "article" && r.translated);
  });
}

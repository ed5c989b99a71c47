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
 * The pages the three accessibility engines audit (axe, IBM Equal Access, HTML_CodeSniffer: test/e2e/a11y.spec.ts;
 * each visit walks the whole page, so the list is kept to what can differ). At both widths every English route (the
 * spec's twenty; /index.html is the home page again) and every language's home. On the phone also, in each other
 * language, its blog and a translated article, and every Arabic page (right to left: one of every kind).
 */
export function a11yRoutes(isMobile: boolean): readonly RouteDef[] {
  return auditRoutes.filter((r) => {
    if (r.path === "/index.html") return false;
    if (r.lang === DEFAULT_LANG || r.kind === "home") return true;
    if (!isMobile) return false;
    return r.lang === "ar" || r.kind === "blog" || (r.kind === "article" && r.translated);
  });
}

// Languages at the edge: the choice a visitor makes (remembered in a cookie, never an automatic redirect), and the
// suggestion an English page shows a visitor whose browser prefers another language the site speaks.
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { languageDetector } from "hono/language";
import { createElement } from "react";
import { renderToString } from "react-dom/server.edge";
import { chooseLanguageHref } from "../../app/components/LanguageLinks.tsx";
import { DEFAULT_LANG, isLangCode, language, localePath, type LangCode } from "../../app/i18n/languages.ts";
import { ACTIVE_LANGS, messages } from "../../app/i18n/messages.ts";
import { findRoute } from "../../app/routes.ts";
import type { AppEnv } from "../env.ts";
import { siteOrigin } from "../http/origin.ts";

export const LANG_COOKIE = "lang";
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The language to suggest on an English page: a remembered choice (the cookie) wins over the browser's
 * Accept-Language, whose highest-ranked language the site speaks counts; English, or nothing the site speaks, is
 * no suggestion. Hono's language detector does the reading; pages read the result with suggestionOf.
 */
export const detectLanguage = languageDetector({
  order: ["cookie", "header"],
  lookupCookie: LANG_COOKIE,
  supportedLanguages: [...ACTIVE_LANGS],
  fallbackLanguage: DEFAULT_LANG,
  caches: false,
});

export function suggestionOf(c: Context<AppEnv>): LangCode | null {
  const lang = c.get("language");
  return isLangCode(lang) && lang !== DEFAULT_LANG ? lang : null;
}

function Suggestion({ lang, page }: { lang: LangCode; page: string }) {
  const l = messages(lang).chrome.language;
  return createElement(
    "aside",
    { className: "lang-suggestion", lang, dir: language(lang).dir, "aria-label": l.label },
    createElement("p", null, l.suggestion),
    createElement("a", { className: "btn btn-primary", href: chooseLanguageHref(lang, page), hrefLang: lang }, l.suggestionLink),
    createElement("a", { className: "lang-suggestion-dismiss", href: chooseLanguageHref(DEFAULT_LANG, page) }, l.dismiss),
  );
}

const rendered = new Map<string, string>();

/** The suggestion's HTML for a page (its English path) in a language; rendered once per pair. */
export function renderSuggestion(lang: LangCode | null, page: string): string {
  if (!lang) return "";
  const key = `${lang} ${page}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderToString(createElement(Suggestion, { lang, page }));
    if (rendered.size > 2000) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

/** GET /language/{code}?page=/blog: remembers the choice and lands on that page in that language (never elsewhere). */
export function chooseLanguage(c: Context<AppEnv>): Response {
  const code = c.req.param("code") ?? "";
  const page = c.req.query("page") ?? "/";
  if (!isLangCode(code) || !ACTIVE_LANGS.includes(code)) return c.redirect("/", 302);
  const target = localePath(code, page);
  // Only a page of the route table: no way to send a visitor anywhere else from here.
  const landing = findRoute(target) && findRoute(page)?.lang === DEFAULT_LANG ? target : localePath(code, "/");
  // Only the server reads the choice (HttpOnly); Secure wherever the site itself is served over https.
  setCookie(c, LANG_COOKIE, code, { path: "/", maxAge: YEAR_SECONDS, httpOnly: true, sameSite: "Lax", secure: siteOrigin(c.env).startsWith("https:") });
  c.header("Cache-Control", "no-store");
  return c.redirect(landing, 302);
}

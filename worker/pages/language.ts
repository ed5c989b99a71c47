// Languages at the edge: the choice a visitor makes (remembered in a cookie, never an automatic redirect), and the
// suggestion an English page shows a visitor whose browser prefers another language the site speaks.
import type { Context } from "hono";
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

/** The language a visitor chose (the cookie), if it is one the site speaks. */
export function chosenLanguage(cookieHeader: string | null): LangCode | null {
  const value = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? "")?.[1];
  return value && isLangCode(value) && ACTIVE_LANGS.includes(value) ? value : null;
}

/** The site language an Accept-Language header ranks highest (English when English comes first or nothing matches). */
export function preferredLanguage(header: string | null): LangCode {
  const ranked = (header ?? "")
    .split(",")
    .slice(0, 20)
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.trim().slice(2) ?? "1");
      return { code: tag.trim().toLowerCase().split("-")[0] ?? "", q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.q > 0 && (isLangCode(l.code) || l.code === "*"))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const first = ranked[0]?.code;
  return first && isLangCode(first) && ACTIVE_LANGS.includes(first) ? first : DEFAULT_LANG;
}

/** The language to suggest on an English page, or null: a remembered choice wins over the browser's preference. */
export function suggestedLanguage(req: Request): LangCode | null {
  const chosen = chosenLanguage(req.headers.get("cookie"));
  const lang = chosen ?? preferredLanguage(req.headers.get("accept-language"));
  return lang === DEFAULT_LANG ? null : lang;
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
  const secure = siteOrigin(c.env).startsWith("https:") ? "; Secure" : "";
  return new Response(null, {
    status: 302,
    headers: { Location: landing, "Set-Cookie": `${LANG_COOKIE}=${code}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`, "Cache-Control": "no-store" },
  });
}

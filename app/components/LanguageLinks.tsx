// The language switcher: the same page in every language the site speaks. Each link goes through /language/{code},
// which remembers the choice (a cookie) and lands on the page in that language, with or without JavaScript.
import { useI18n } from "../i18n/context.tsx";
import { LANGUAGES, type LangCode } from "../i18n/languages.ts";
import { ACTIVE_LANGS } from "../i18n/messages.ts";

/** Where choosing a language goes: the choice endpoint, with the page (its English path) to land on. */
export function chooseLanguageHref(code: LangCode, page: string): string {
  return `/language/${code}?${new URLSearchParams({ page })}`;
}

export function LanguageLinks({ page, className }: { page: string; className?: string }) {
  const { lang } = useI18n();
  const langs = LANGUAGES.filter((l) => ACTIVE_LANGS.includes(l.code));
  return (
    <ul className={className}>
      {/* lang: the name's own language (its voice in a screen reader, its font). No hreflang: nothing reads it on a
          link (the head's rel=alternate links carry it for search engines), and its 24 copies cost an article's
          first round trip 55 bytes. */}
      {langs.map((l) => (
        <li key={l.code}>
          <a href={chooseLanguageHref(l.code, page)} lang={l.code} aria-current={l.code === lang ? "true" : undefined}>
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's compact switcher: a disclosure (no script needed) naming the current language. */
export function LanguageSwitcher({ page }: { page: string }) {
  const { lang, m } = useI18n();
  if (ACTIVE_LANGS.length < 2) return null;
  return (
    <details className="lang-switch">
      <summary>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 12h18M12 3c2.6 2.8 2.6 15.2 0 18M12 3c-2.6 2.8-2.6 15.2 0 18" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span className="visually-hidden">{`${m.chrome.language.label}: `}</span>
        <span className="lang-code">{lang.toUpperCase()}</span>
      </summary>
      <LanguageLinks page={page} className="lang-menu" />
    </details>
  );
}

// The page's language for every server component: its words, its locale for numbers and dates, and paths in it.
// (Islands hydrate on their own: they get the words they need as props, never this context.)
import { createContext, useContext, type ReactNode } from "react";
import { numberFormat } from "./formatters.ts";
import { language, localePath, type LangCode } from "./languages.ts";
import { messages, type Messages } from "./messages.ts";

export interface I18n {
  lang: LangCode;
  m: Messages;
  locale: string;
  dir: "ltr" | "rtl";
  /** A site path in this language. */
  href(path: string): string;
  number(n: number): string;
}

export function i18nFor(lang: LangCode): I18n {
  const { locale, dir } = language(lang);
  const numbers = numberFormat(locale);
  return { lang, m: messages(lang), locale, dir, href: (path) => localePath(lang, path), number: (n) => numbers.format(n) };
}

const I18nContext = createContext<I18n>(i18nFor("en"));

export function I18nProvider({ lang, children }: { lang: LangCode; children: ReactNode }) {
  return <I18nContext.Provider value={i18nFor(lang)}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

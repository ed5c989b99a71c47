import { createElement, type ReactNode } from "react";
import { useI18n } from "../i18n/context.tsx";
import type { PageKind } from "../routes.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

/** Where the worker puts, per visitor, the suggestion to read an English page in their language (worker/language.ts). */
export const LANG_SUGGESTION_MARKER = "<lang-suggestion></lang-suggestion>";

interface LayoutProps {
  kind: PageKind;
  /** The page's English path (language links keep the reader on it). */
  page: string;
  hideNav?: boolean;
  children: ReactNode;
}

export function Layout({ kind, page, hideNav, children }: LayoutProps) {
  const { m, lang } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {m.chrome.skipLink}
      </a>
      {lang === "en" && createElement("lang-suggestion")}
      <Header kind={kind} page={page} hideNav={hideNav} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer page={page} />
    </>
  );
}

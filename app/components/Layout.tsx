import type { ReactNode } from "react";
import { Slot } from "../document/slots.ts";
import { useI18n } from "../i18n/context.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

interface LayoutProps {
  kind: string;
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
      {lang === "en" && <Slot name="langSuggestion" />}
      <Header kind={kind} page={page} hideNav={hideNav} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer page={page} />
    </>
  );
}

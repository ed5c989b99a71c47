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
  const { lang } = useI18n();
  return (
    <>
      {lang === "en" && <Slot name="langSuggestion" />}
      <Header kind={kind} page={page} hideNav={hideNav} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer page={page} />
    </>
  );
}

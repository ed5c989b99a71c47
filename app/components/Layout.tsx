import type { ReactNode } from "react";
import type { PageKind } from "../routes.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

export function Layout({ kind, hideNav, children }: { kind: PageKind; hideNav?: boolean; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header kind={kind} hideNav={hideNav} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

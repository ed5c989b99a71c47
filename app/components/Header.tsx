import { useLocation } from "react-router-dom";
import { Island } from "../islands/Island.tsx";
import MobileMenu from "../islands/MobileMenu.tsx";
import { downloadLink, linkTarget, mainNav, whitepaperLink } from "../navigation.ts";
import type { PageKind } from "../routes.ts";
import { site } from "../site.ts";
import { LogoMark } from "./Logo.tsx";

interface HeaderProps {
  kind: PageKind;
  /** Hides the Download App anchor and the menu icon (spec's hide-navigation option). */
  hideNav?: boolean;
}

export function Header({ kind, hideNav = false }: HeaderProps) {
  const { pathname } = useLocation();
  const onBlogPage = pathname === "/blog" || pathname.startsWith("/blog/");
  const links = mainNav(kind);
  return (
    <header className="site-header">
      <div className="header-inner">
        <a href="/" className="logo" aria-label={`${site.name} home`}>
          <LogoMark />
          <span aria-hidden="true">{site.name}</span>
        </a>
        {onBlogPage && (
          <a href="/blog" className="header-blog-link">
            Blog
          </a>
        )}
        <nav aria-label="Main" className="desktop-nav">
          <ul>
            {links.map((l) => (
              <li key={l.label}>
                <a href={l.href} {...linkTarget(l)}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <a className="btn btn-ghost" href={whitepaperLink.href} {...linkTarget(whitepaperLink)}>
            {whitepaperLink.label}
          </a>
          {!hideNav && (
            <a className="btn btn-primary" href={downloadLink.href}>
              {downloadLink.label}
            </a>
          )}
        </div>
        {!hideNav && (
          <Island name="MobileMenu" component={MobileMenu} props={{ brandName: site.name, links, whitepaper: whitepaperLink }} />
        )}
      </div>
    </header>
  );
}

import { NavLink as RouterLink } from "react-router-dom";
import { downloadLink, linkTarget, mainNav, menuLinks, whitepaperLink, type NavLink } from "../navigation.ts";
import type { PageKind } from "../routes.ts";
import { site } from "../site.ts";
import { LogoMark } from "./Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";

interface HeaderProps {
  kind: PageKind;
  /** Hides the Download App anchor and the menu icon (spec's hide-navigation option). */
  hideNav?: boolean;
}

/** A page link is a router NavLink: it carries aria-current="page" on the page it names. In-page anchors are plain. */
function HeaderLink({ link }: { link: NavLink }) {
  if (link.href === "#!") {
    // The spec's Roadmap link on the roadmap page itself.
    return (
      <a href={link.href} aria-current="page">
        {link.label}
      </a>
    );
  }
  if (link.href.startsWith("/") && !link.href.includes("#")) {
    return (
      <RouterLink to={link.href} end {...linkTarget(link)}>
        {link.label}
      </RouterLink>
    );
  }
  return (
    <a href={link.href} {...linkTarget(link)}>
      {link.label}
    </a>
  );
}

export function Header({ kind, hideNav = false }: HeaderProps) {
  // Blog pages carry the spec's extra link to /blog beside the logo; the nav then leaves out its own Blog item,
  // so the header never says "Blog" twice.
  const onBlogPage = kind === "blog" || kind === "article";
  const links = mainNav(kind).filter((l) => !(onBlogPage && l.href === "/blog"));
  return (
    <header className="site-header">
      <div className="header-inner">
        <a href="/" className="logo" aria-label={`${site.name} home`}>
          <LogoMark />
          <span aria-hidden="true">{site.name}</span>
        </a>
        {onBlogPage && (
          <RouterLink to="/blog" end className="header-blog-link">
            Blog
          </RouterLink>
        )}
        <nav aria-label="Main" className="desktop-nav">
          <ul>
            {links.map((l) => (
              <li key={l.label}>
                <HeaderLink link={l} />
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
        {!hideNav && <MobileMenu {...menuLinks(kind)} whitepaper={whitepaperLink} />}
      </div>
    </header>
  );
}

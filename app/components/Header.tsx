import { NavLink as RouterLink } from "react-router-dom";
import { useI18n } from "../i18n/context.tsx";
import type { Messages } from "../i18n/types.ts";
import { downloadLink, linkTarget, mainNav, menuLinks, ROADMAP_SELF_TARGET, whitepaperLink, type NavLink } from "./navigation.ts";
import { site } from "../site.ts";
import { LanguageSwitcher } from "./LanguageLinks.tsx";
import { LogoMark } from "../ui/Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";

interface HeaderProps {
  kind: string;
  /** The page's English path: the language switcher keeps the reader on it. */
  page: string;
  /** Hides the Download App anchor and the menu icon. */
  hideNav?: boolean;
}

/** A page link is a router NavLink: it carries aria-current="page" on the page it names. In-page anchors are plain.
 *  A link to the section the page lives under (Blog, on /blog/...) is marked the current one of its set ("true"). */
function HeaderLink({ link, section = false }: { link: NavLink; section?: boolean }) {
  const { href } = useI18n();
  if (section) {
    return (
      <a href={href(link.href)} aria-current="true" {...linkTarget(link)}>
        {link.label}
      </a>
    );
  }
  if (link.href === `#${ROADMAP_SELF_TARGET}`) {
    // The Roadmap link on the roadmap page itself ("#!").
    return (
      <a href={link.href} aria-current="page">
        {link.label}
      </a>
    );
  }
  if (link.href.startsWith("/") && !link.href.includes("#")) {
    return (
      <RouterLink to={href(link.href)} end {...linkTarget(link)}>
        {link.label}
      </RouterLink>
    );
  }
  return (
    <a href={href(link.href)} {...linkTarget(link)}>
      {link.label}
    </a>
  );
}

/** The section a page kind lives in, named beside the logo; none for home and the error page. */
function pageSection(kind: string, m: Messages): { to: string; label: string } | null {
  if (kind === "blog" || kind === "article") return { to: "/blog", label: m.chrome.nav.blog };
  if (kind === "roadmap") return { to: "/roadmap", label: m.chrome.nav.roadmap };
  if (kind === "hub") return { to: site.links.hubBanner, label: m.chrome.nav.hub };
  return null;
}

export function Header({ kind, page, hideNav = false }: HeaderProps) {
  const { m, href } = useI18n();
  // The part of the site a page belongs to (Blog, Roadmap, Hub) is named beside the logo, shown only where the nav is
  // folded into the menu (CSS): the nav itself is the same on every page, so nothing in it moves from page to page.
  const section = pageSection(kind, m);
  const links = mainNav(kind, m);
  const whitepaper = whitepaperLink(m);
  const download = downloadLink(m);
  return (
    <header className="site-header" data-top={hideNav ? undefined : m.chrome.backToTop}>
      {/* First in the banner landmark (no content outside a landmark) and still the first stop of Tab. */}
      <a className="skip-link" href="#main">
        {m.chrome.skipLink}
      </a>
      {kind === "roadmap" && (
        // The target the spec's "#!" names on this page: it exists, and having no box it gives the browser nothing to
        // scroll to, so a click on the Roadmap link keeps the reader where they are.
        <span id={ROADMAP_SELF_TARGET} hidden />
      )}
      <div className={hideNav ? "header-inner" : "header-inner has-menu"}>
        <a href={href("/")} className="logo" aria-label={m.chrome.homeLink}>
          <LogoMark />
          <span aria-hidden="true">{site.name}</span>
        </a>
        {section &&
          (kind === "article" ? (
            // An article lives under the blog: its link is the current one of the set, as in the wide nav.
            <a href={href(section.to)} className="header-page-link" aria-current="true">
              {section.label}
            </a>
          ) : (
            <RouterLink to={href(section.to)} end className="header-page-link">
              {section.label}
            </RouterLink>
          ))}
        <nav aria-label={m.chrome.nav.label} className="desktop-nav">
          <ul>
            {links.map((l) => (
              <li key={l.href}>
                <HeaderLink link={l} section={page.startsWith(`${l.href}/`)} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageSwitcher page={page} />
          <a className="btn btn-ghost" href={whitepaper.href} {...linkTarget(whitepaper)}>
            {whitepaper.label}
          </a>
          {!hideNav && (
            <a className="btn btn-primary" href={href(download.href)}>
              {download.label}
            </a>
          )}
        </div>
        {!hideNav && <MobileMenu {...menuLinks(kind, m)} whitepaper={whitepaper} page={page} />}
      </div>
    </header>
  );
}

// The mobile header menu in plain HTML: it opens, switches groups and closes through fragment
// links and CSS :target, so it works without JavaScript. The page script (app/client/menu.ts) adds what the
// platform cannot do declaratively for such an overlay: Escape, focus kept inside, and no history entries.
import { useI18n } from "../i18n/context.tsx";
import { downloadLink, linkTarget, menuGroups, type NavLink } from "./navigation.ts";
import { site } from "../site.ts";
import { LanguageLinks } from "./LanguageLinks.tsx";
import { LogoMark } from "../ui/Logo.tsx";

/** Fragment ids: the menu is open while one of them is the document's target. */
export const MENU_ID = "site-menu";
export const menuGroupTarget = (id: string) => `menu-${id}`;
/** Following it closes the menu: it names a hidden element, which has no box to scroll to. */
export const MENU_CLOSED = "#menu-closed";

interface MobileMenuProps {
  /** Top-level links in menu order: Mission, Onchain Sovereign Community, then the groups, Roadmap, Blog. */
  before: NavLink[];
  after: NavLink[];
  whitepaper: NavLink;
  /** The page's English path, for the language links. */
  page: string;
}

function Item({ link }: { link: NavLink }) {
  const { href } = useI18n();
  return (
    <li>
      <a href={href(link.href)} {...linkTarget(link)}>
        {link.label}
      </a>
    </li>
  );
}

export function MobileMenu({ before, after, whitepaper, page }: MobileMenuProps) {
  const { m, href } = useI18n();
  const groups = menuGroups(m);
  const download = downloadLink(m);
  return (
    <div className="mobile-menu">
      <span id={MENU_CLOSED.slice(1)} className="menu-closed" />
      <a href={`#${MENU_ID}`} className="menu-toggle" aria-controls={MENU_ID} data-menu="open">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{m.chrome.menu.open}</span>
      </a>
      <div id={MENU_ID} className="menu-overlay" role="dialog" aria-modal="true" aria-label={m.chrome.menu.dialog}>
        {/* Targets of the group toggles: zero-size, at the top, so following one never scrolls the page. */}
        {groups.map((g) => (
          <span key={g.id} id={menuGroupTarget(g.id)} className={`menu-target menu-target-${g.id}`} />
        ))}
        <div className="menu-top">
          <span className="logo">
            <LogoMark />
            <span>{site.name}</span>
          </span>
          <a href={MENU_CLOSED} className="menu-close" data-menu="close">
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{m.chrome.menu.close}</span>
          </a>
        </div>
        <nav aria-label={m.chrome.menu.label}>
          <ul className="menu-list">
            {before.map((l) => (
              <Item key={l.label} link={l} />
            ))}
            {groups.map((g) => {
              const links = `${menuGroupTarget(g.id)}-links`;
              return (
                <li key={g.id} className={`menu-group menu-group-${g.id}`}>
                  {/* Two toggles, one shown at a time: the collapsed group's opens it, the open group's closes it. */}
                  <a href={`#${menuGroupTarget(g.id)}`} className="menu-group-toggle menu-expand" aria-expanded="false" aria-controls={links} data-menu="group">
                    {g.label}
                  </a>
                  <a href={`#${MENU_ID}`} className="menu-group-toggle menu-collapse" aria-expanded="true" aria-controls={links} data-menu="group">
                    {g.label}
                  </a>
                  <ul id={links} className="menu-group-links">
                    {g.links.map((l) => (
                      <Item key={l.label} link={l} />
                    ))}
                  </ul>
                </li>
              );
            })}
            {after.map((l) => (
              <Item key={l.label} link={l} />
            ))}
          </ul>
          <div className="menu-actions">
            <a className="btn btn-ghost" href={whitepaper.href} {...linkTarget(whitepaper)}>
              {whitepaper.label}
            </a>
            <a className="btn btn-primary" href={href(download.href)}>
              {download.label}
            </a>
          </div>
          <LanguageLinks page={page} className="menu-languages" />
        </nav>
      </div>
    </div>
  );
}

// The mobile header menu in plain HTML: a modal dialog the menu button opens and the close button closes by
// invoker commands (<button commandfor command>), with its two groups as exclusive disclosures (<details name>).
// Without JavaScript the browser already gives buttons with their states, Escape, focus moved in, kept inside and
// returned, and the page behind inert. The page script (app/client/menu.ts) adds what HTML cannot say: a link in the
// menu closes it on its way, and closing it collapses the groups.
import { useI18n } from "../i18n/context.tsx";
import { downloadLink, linkTarget, menuGroups, type NavLink } from "./navigation.ts";
import { site } from "../site.ts";
import { LanguageLinks } from "./LanguageLinks.tsx";
import { LogoMark } from "../ui/Logo.tsx";

export const MENU_ID = "site-menu";
/** The group disclosures share this name: opening one closes the other. */
const GROUP_NAME = "menu-group";

/** Invoker-command attributes (not yet in React's types): a button that opens or closes the menu dialog. */
const invokes = (command: "show-modal" | "close") => ({ commandfor: MENU_ID, command }) as Record<string, string>;

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
      <button type="button" className="menu-toggle" aria-haspopup="dialog" {...invokes("show-modal")}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{m.chrome.menu.open}</span>
      </button>
      <dialog id={MENU_ID} className="menu-overlay" aria-label={m.chrome.menu.dialog}>
        <div className="menu-top">
          <span className="logo">
            <LogoMark />
            <span>{site.name}</span>
          </span>
          <button type="button" className="menu-close" {...invokes("close")}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{m.chrome.menu.close}</span>
          </button>
        </div>
        <nav aria-label={m.chrome.menu.label}>
          <ul className="menu-list">
            {before.map((l) => (
              <Item key={l.label} link={l} />
            ))}
            {groups.map((g) => (
              <li key={g.id}>
                <details name={GROUP_NAME} className={`menu-group menu-group-${g.id}`}>
                  <summary className="menu-group-toggle">{g.label}</summary>
                  <ul className="menu-group-links">
                    {g.links.map((l) => (
                      <Item key={l.label} link={l} />
                    ))}
                  </ul>
                </details>
              </li>
            ))}
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
      </dialog>
    </div>
  );
}

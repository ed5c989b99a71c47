// Header, menu and footer links in one place; labels come from the page's catalog.
import type { Messages } from "../i18n/messages.ts";
import { site } from "../site.ts";

export interface NavLink {
  label: string;
  /** A site path (not yet in the page's language) or an external URL. */
  href: string;
  /** Opens in a new tab (always with rel="noopener noreferrer"). */
  newTab?: boolean;
}

export interface NavGroup {
  id: "networking" | "ecosystem";
  label: string;
  links: NavLink[];
}

/** The id the Roadmap link names on the roadmap page itself (the spec's "#!"): Header.tsx renders its target. */
export const ROADMAP_SELF_TARGET = "!";

/** Desktop navigation; the Roadmap link depends on the page ("#!" on /roadmap, a new tab from home). */
export function mainNav(kind: string, m: Messages): NavLink[] {
  const nav = m.chrome.nav;
  return [
    { label: nav.mission, href: "/#mission" },
    { label: nav.gate, href: "/#gate" },
    { label: nav.docs, href: "/#docs" },
    { label: nav.group, href: "/#group" },
    kind === "roadmap" ? { label: nav.roadmap, href: `#${ROADMAP_SELF_TARGET}` } : { label: nav.roadmap, href: "/roadmap", newTab: kind === "home" },
    { label: nav.blog, href: "/blog", newTab: true },
  ];
}

export function menuGroups(m: Messages): NavGroup[] {
  const { networking, ecosystem } = m.chrome.menu;
  return [
    {
      id: "networking",
      label: networking.label,
      links: [
        { label: networking.anchor, href: "/#anchor" },
        { label: networking.pon, href: "/#pon" },
        { label: networking.rank, href: "/#rank" },
        { label: networking.wallet, href: "/#wallet" },
      ],
    },
    {
      id: "ecosystem",
      label: ecosystem.label,
      links: [
        { label: ecosystem.podf, href: "/#podf" },
        { label: ecosystem.vr, href: "/#vr" },
        { label: ecosystem.cases, href: "/#casesconverge" },
        { label: ecosystem.marketplace, href: "/#market_spacing" },
      ],
    },
  ];
}

export const whitepaperLink = (m: Messages): NavLink => ({ label: m.chrome.nav.whitepaper, href: site.links.whitepaper, newTab: true });
export const downloadLink = (m: Messages): NavLink => ({ label: m.chrome.nav.download, href: "/#market_spacing" });

/** Links of the mobile menu around its two groups: Mission, Onchain Sovereign Community, groups, Roadmap, Blog. */
export function menuLinks(kind: string, m: Messages): { before: NavLink[]; after: NavLink[] } {
  const [mission, gate, , , roadmap, blog] = mainNav(kind, m);
  return { before: [mission!, gate!], after: [roadmap!, blog!] };
}

/** Attributes for a link that opens in a new tab. */
export function linkTarget(link: { newTab?: boolean }) {
  return link.newTab ? ({ target: "_blank", rel: "noopener noreferrer" } as const) : {};
}

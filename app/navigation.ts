// Header and menu links of SPEC section 2, in one place.
import type { PageKind } from "./routes.ts";
import { site } from "./site.ts";

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (always with rel="noopener noreferrer"). */
  newTab?: boolean;
}

export interface NavGroup {
  id: "networking" | "ecosystem";
  label: string;
  links: NavLink[];
}

/** Desktop navigation; the Roadmap link depends on the page (spec: "#!" on /roadmap, new tab from home). */
export function mainNav(kind: PageKind): NavLink[] {
  return [
    { label: "Mission", href: "/#mission" },
    { label: "Onchain Sovereign Community", href: "/#gate" },
    { label: "Networking Layer", href: "/#docs" },
    { label: "Ecosystem", href: "/#group" },
    kind === "roadmap"
      ? { label: "Roadmap", href: "#!" }
      : { label: "Roadmap", href: "/roadmap", newTab: kind === "home" },
    { label: "Blog", href: "/blog", newTab: true },
  ];
}

export const menuGroups: NavGroup[] = [
  {
    id: "networking",
    label: "Networking Layer",
    links: [
      { label: "Anchor", href: "/#anchor" },
      { label: "PON", href: "/#pon" },
      { label: "Spatial Fusion Rank", href: "/#rank" },
      { label: "AA & MPC Wallet", href: "/#wallet" },
    ],
  },
  {
    id: "ecosystem",
    label: "Ecosystem",
    links: [
      { label: "PODF", href: "/#podf" },
      { label: "VR/MR Vision", href: "/#vr" },
      { label: "Wide Use Cases", href: "/#casesconverge" },
      { label: "Marketplace", href: "/#market_spacing" },
    ],
  },
];

export const whitepaperLink: NavLink = { label: "Whitepaper", href: site.links.whitepaper, newTab: true };
export const downloadLink: NavLink = { label: "Download App", href: "/#market_spacing" };

/** Links of the mobile menu around its two groups (SPEC: Mission, Onchain Sovereign Community, groups, Roadmap, Blog). */
export function menuLinks(kind: PageKind): { before: NavLink[]; after: NavLink[] } {
  const nav = mainNav(kind);
  const byLabel = (...labels: string[]) => nav.filter((l) => labels.includes(l.label));
  return { before: byLabel("Mission", "Onchain Sovereign Community"), after: byLabel("Roadmap", "Blog") };
}

/** Attributes for a link that opens in a new tab. */
export function linkTarget(link: { newTab?: boolean }) {
  return link.newTab ? ({ target: "_blank", rel: "noopener noreferrer" } as const) : {};
}

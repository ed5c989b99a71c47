// Every page kind in one place: its component, where it lives, which stylesheet set it inlines and how search
// engines see it. The route table (app/routes.ts) derives every language's pages from this; a new page kind is an
// entry here, its component and its words in the catalogs (pages.<kind>.title and .description).
import type { ComponentType } from "react";
import type { PageContext } from "../document/page-context.ts";
import { site } from "../site.ts";
import type { StyleSet } from "../styles/sets.ts";
import { ArticlePage } from "./ArticlePage.tsx";
import { BlogPage } from "./BlogPage.tsx";
import { ExceptionPage } from "./ExceptionPage.tsx";
import { HomePage } from "./HomePage.tsx";
import { HubPage } from "./HubPage.tsx";
import { RoadmapPage } from "./RoadmapPage.tsx";

export interface PageKindDef {
  Page: ComponentType<{ ctx: PageContext }>;
  /** The page's English path; each language has it under its prefix. Articles: one page per article under /blog/. */
  path: string | null;
  /** The stylesheet set the page inlines (app/styles/sets.ts). */
  style: StyleSet;
  /** The catalog's title as it is, without " | Meridian" (the home page's own title already names the product). */
  exactTitle?: boolean;
  /** Left out of the sitemap and closed to search engines (the error page). */
  hidden?: boolean;
  /** Other English paths of the same page (not indexed, canonical to the page). */
  aliases?: readonly string[];
  /** The id of the element the first paint waits for (`<link rel="expect">`): by default `main`, so the header is
   *  whole. A page whose first screen moves as its content arrives names what follows that content. */
  firstPaintAfter?: string;
}

export const PAGE_KINDS = {
  home: { Page: HomePage, path: "/", style: "home", exactTitle: true, aliases: ["/index.html"] },
  blog: { Page: BlogPage, path: "/blog", style: "blog" },
  roadmap: { Page: RoadmapPage, path: "/roadmap", style: "roadmap" },
  article: { Page: ArticlePage, path: null, style: "article" },
  hub: { Page: HubPage, path: site.links.hubBanner, style: "hub" },
  // Its card is centred on the screen: half a card, painted, would move up as the rest arrived (the footer's first section follows it).
  exception: { Page: ExceptionPage, path: "/exception", style: "exception", hidden: true, firstPaintAfter: "socialmedia" },
} as const satisfies Record<string, PageKindDef>;

export type PageKind = keyof typeof PAGE_KINDS;

export function isPageKind(kind: string): kind is PageKind {
  return Object.hasOwn(PAGE_KINDS, kind);
}

/** A route's kind entry (routes come from this table, so every route's kind is in it). */
export function pageKindOf(kind: string): PageKindDef {
  if (!isPageKind(kind)) throw new Error(`unknown page kind ${kind}`);
  return PAGE_KINDS[kind];
}

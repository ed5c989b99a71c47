// Which pages show the Genesis block, and the mint state the worker fills into them.
import { articles } from "../../generated/articles.ts";
import type { RouteDef } from "../../routes.ts";
import type { DeferredStyle, StyleSet } from "../../styles/sets.ts";

/** The articles that carry the block after their body (front matter `genesisBlock: true`). */
export const GENESIS_ARTICLE_SLUGS: readonly string[] = articles.filter((a) => a.genesisBlock).map((a) => a.slug);

export function showsGenesisBlock(route: Pick<RouteDef, "kind" | "slug">): boolean {
  return route.kind === "home" || (route.kind === "article" && GENESIS_ARTICLE_SLUGS.includes(route.slug ?? ""));
}

/** The stylesheet set a route's page inlines. */
export function styleSetOf(route: Pick<RouteDef, "kind" | "slug">): StyleSet {
  return route.kind;
}

/** The stylesheet files a route's page applies after its first paint: articles with the block get its styles. */
export function deferredStylesOf(route: Pick<RouteDef, "kind" | "slug">): DeferredStyle[] {
  return route.kind === "article" && showsGenesisBlock(route) ? ["genesis"] : [];
}

/** What the worker knew of the mint when it served the page; null where it did not know. */
export interface MintSnapshot {
  /** data.mint_all of the status call: true is sold out. */
  soldOut: boolean | null;
  /** How many addresses the published list holds. */
  listSize: number | null;
  /** The state is older than the mint window because the mint service is not answering: it may be out of date. */
  stale: boolean;
}

export const UNKNOWN_MINT: MintSnapshot = { soldOut: null, listSize: null, stale: false };

/**
 * Where the live Genesis island goes in a page: stored pages carry this marker, and the worker fills it with the
 * island rendered for the current mint state as it serves each answer (worker/mint/slot.ts).
 */
export const MINT_SLOT_MARKER = "<mint-slot></mint-slot>";

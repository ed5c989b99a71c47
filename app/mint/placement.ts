// Which pages show the Genesis block, and the mint state the server embeds in them.
import type { RouteDef } from "../routes.ts";
import { brand } from "../site.ts";

/** The two Genesis articles that carry the block after their body. */
export const GENESIS_ARTICLE_SLUGS: readonly string[] = [
  brand("{slug}_genesis_nft_mint_is_coming"),
  brand("{slug}_genesis_nft_mint_lottery"),
];

export function showsGenesisBlock(route: Pick<RouteDef, "kind" | "slug">): boolean {
  return route.kind === "home" || (route.kind === "article" && GENESIS_ARTICLE_SLUGS.includes(route.slug ?? ""));
}

/** What the server knew of the mint when it rendered the page; null where it did not know. */
export interface MintSnapshot {
  /** data.mint_all of the status call: true is sold out. */
  soldOut: boolean | null;
  /** How many addresses the published list holds. */
  listSize: number | null;
}

export const UNKNOWN_MINT: MintSnapshot = { soldOut: null, listSize: null };

// The Hub page's structure: its offers' icons, the store links, and which article explains the Hub. Words: catalogs.
import { articles } from "../generated/articles.ts";
import { site } from "../site.ts";
import { hubIconIds } from "./media.ts";

/** Offer icons, in the catalogs' order of hub.offers. */
export const hubOfferIcons = hubIconIds;

export const hubStoreLinks = [site.links.androidStore, site.links.iosStore, site.links.latestApk] as const;

/** The article the Hub page points to: the one whose front matter says `hubGuide: true`. */
export function hubGuide() {
  const article = articles.find((a) => a.hubGuide);
  if (!article) throw new Error("no article is the Hub guide (hubGuide: true)");
  return article;
}

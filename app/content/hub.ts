// The Hub page's structure: its offers' icons, the store links, (the article that explains the Hub is hubGuide in articles.ts). Words: catalogs.
import { site } from "../site.ts";
import { hubIconIds } from "./media.ts";

/** Offer icons, in the catalogs' order of hub.offers. */
export const hubOfferIcons = hubIconIds;

export const hubStoreLinks = [site.links.androidStore, site.links.iosStore, site.links.latestApk] as const;

// The home page's structure: anchors, media, links and numbers. Its words are in the catalogs
// (the home group of app/i18n/catalogs/<lang>.json), list for list in the same order.
import { site } from "../site.ts";
import type { ClipKey, ImageKey } from "./media.ts";

export const home = {
  hero: { image: "home/hero" as ImageKey },
  eventBanner: { image: "home/event-banner" as ImageKey, narrow: "home/event-banner-narrow" as ImageKey },
  docs: {
    parts: [
      { id: "anchor", image: "home/doc-anchor" },
      { id: "pon", image: "home/doc-pon" },
      { id: "rank", image: "home/doc-rank" },
      { id: "wallet", image: "home/doc-wallet" },
    ] as const satisfies readonly { id: string; image: ImageKey }[],
    partners: [
      { name: "Biconomy", href: site.links.aaPartner },
      { name: "Particle Network", href: site.links.walletPartner },
    ],
  },
  group: {
    /** The ecosystem's four dots and the sections they stand for. */
    dots: [
      { key: "podf", id: "podf" },
      { key: "vr", id: "vr" },
      { key: "cases", id: "casesconverge" },
      { key: "marketplace", id: "marketplace" },
    ],
  },
  podf: { slides: ["home/podf-1", "home/podf-2", "home/podf-3"] as ImageKey[] },
  vr: { image: "home/vr" as ImageKey },
  cases: {
    /** Slots on the ring around the centre, clockwise from the top (class case-pos-N of home.css), and icons. */
    tags: [1, 2, 3, 4, 5, 6, 7].map((position, i) => ({
      position,
      icon: `/static/media/home/case-${["gaming", "nfts", "vrmr", "collectibles", "metaverse", "defi", "dao"][i]}.svg`,
    })),
  },
  marketplace: {
    downloads: [
      { href: site.links.androidStore, icon: "android" },
      { href: site.links.iosStore, icon: "ios" },
      { href: site.links.latestApk, icon: "apk" },
    ] as const,
    /** The app as it is used: the tap-to-mine screen. */
    image: "home/app-mine" as ImageKey,
  },
  stories: ["home/story-mine", "home/story-verify", "home/story-footprints", "home/story-citizens"] as ClipKey[],
  /** The count-up targets, each shown with a plus sign. */
  stats: [1_400_000, 1_000_000, 20_000, 130],
  citizen: { image: "home/citizen" as ImageKey },
  genesis: { image: "home/app-genesis" as ImageKey },
} as const;

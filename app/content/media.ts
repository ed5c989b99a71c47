// Page media drawn by scripts/media/build-media.ts: one place for their paths, sizes and alt texts.
import { brand } from "../site.ts";

export interface PictureMedia {
  /** Path under /static/ without extension: served as .avif with a .webp fallback. */
  image: string;
  width: number;
  height: number;
  alt: string;
  /** A taller crop for narrow screens (up to 600 px wide), same alt text. */
  narrow?: { image: string; width: number; height: number };
}

/** The blog list's banner; it links out (site.links.blogBanner) in a new tab. */
export const blogBanner: PictureMedia = {
  image: "/static/media/blog/blog-banner",
  width: 1200,
  height: 400,
  narrow: { image: "/static/media/blog/blog-banner-narrow", width: 800, height: 640 },
  alt: brand("Read the {product} whitepaper: Proof of Networking, the UBI coin and the road to {product} Rollups"),
};

/** The Hub page's art. */
export const hubArt: PictureMedia = {
  image: "/static/media/hub/hub-art",
  width: 960,
  height: 720,
  alt: "A central hub marked with the logo, linked to five circles: tasks, events, lotteries, airdrops and giveaways.",
};

/** Share images (1200x630 PNG) of the pages that are not articles, by page kind. */
export const pageShareImages = {
  blog: "/static/media/share/blog.png",
  roadmap: "/static/media/share/roadmap.png",
  hub: "/static/media/share/hub.png",
} as const;

/** Hub offer icons, /static/media/hub/<id>.svg. */
export const hubIconIds = ["tasks", "events", "lotteries", "airdrops", "giveaways"] as const;
export type HubIconId = (typeof hubIconIds)[number];
export const HUB_ICON_SIZE = 48;

export function hubIconPath(id: HubIconId): string {
  return `/static/media/hub/${id}.svg`;
}

/** What each Hub icon shows, as its alt text. */
export const hubIconAlt: Record<HubIconId, string> = {
  tasks: "Icon: a checklist",
  events: "Icon: a calendar with a map pin",
  lotteries: "Icon: a ticket with a star",
  airdrops: "Icon: a parachute carrying a box",
  giveaways: "Icon: a gift box",
};

// The media the site shows, from the manifest the media kit writes (app/content/media.json, `npm run media`):
// one image type for every picture, its renders for srcset, and the clips with their posters.
import manifest from "./media.json" with { type: "json" };
import type { ClipKey, ImageKey } from "./schema.ts";

export type { ClipKey, ImageKey };

export interface Image {
  /** Path without extension: `${src}.avif` and `${src}.webp`, plus `${src}-${w}.*` for each smaller width. */
  src: string;
  width: number;
  height: number;
  /** Every width rendered (the largest is `width`). */
  widths: number[];
}

export interface Clip {
  /** The H.264 file. */
  src: string;
  poster: Image;
  width: number;
  height: number;
}

export function image(key: ImageKey): Image {
  const m = manifest.images[key];
  return { src: m.src, width: m.width, height: m.height, widths: m.widths };
}

/** The article page's hero of a cover or clip: the same art drawn wider (2.4 : 1) with its subject centred, where the
 * cover keeps its subject right of the blog card's tag chip ("blog/nft" -> "hero/nft": its URLs as long as the cover's). The media kit draws one for
 * every cover and partnership clip (scripts/media/art/covers/index.ts, heroKey), so an article names only its cover and
 * the page derives the rest here; test/unit/media.test.ts checks that each article has its hero. */
export function heroImage(cover: ImageKey): Image {
  return image(hero(cover, manifest.images) as ImageKey);
}

export function heroClip(key: ClipKey): Clip {
  return clip(hero(key, manifest.clips) as ClipKey);
}

function hero(key: string, drawn: object): string {
  const h = `hero/${key.slice(key.indexOf("/") + 1)}`;
  if (!(h in drawn)) throw new Error(`no hero drawn for ${key} (npm run media -- --only=${key})`);
  return h;
}

/** An image in the page's language: the render made for it ("home/app-mine" -> "home/ko/app-mine") when the media kit
 * drew one (pictures that carry words), else the one picture every language shares. */
export function localImage(key: ImageKey, lang: string): Image {
  const slash = key.lastIndexOf("/");
  const local = `${key.slice(0, slash)}/${lang}/${key.slice(slash + 1)}`;
  return image(local in manifest.images ? (local as ImageKey) : key);
}

export function clip(key: ClipKey): Clip {
  const m = manifest.clips[key];
  return { src: m.src, poster: image(m.poster as ImageKey), width: m.width, height: m.height };
}

/** The srcset of an image in one format. */
export function srcSet(img: Image, ext: "avif" | "webp"): string {
  return img.widths.map((w) => `${w === img.width ? img.src : `${img.src}-${w}`}.${ext} ${w}w`).join(", ");
}

/** Hub offer and roadmap icons: SVG files of the media kit, 64 px. */
export const ICON_SIZE = 64;
export const hubIconIds = ["tasks", "events", "lotteries", "airdrops", "giveaways"] as const;
export type HubIconId = (typeof hubIconIds)[number];
export const hubIconPath = (id: HubIconId) => `/static/media/hub/${id}.svg`;
export const roadmapIconPath = (id: string) => `/static/media/roadmap/${id}.svg`;

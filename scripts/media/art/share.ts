// Share cards (1200 x 630, the only art that carries a title), one per page and language: each article's card is
// its cover with the title over a veil on the reading side; the four pages get theirs from the home art. The words
// come from scripts/share/copy.ts (catalogs and front matter); in Arabic the card is mirrored and reads right to left.
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { ACTIVE_LANGS } from "../../../app/i18n/messages.ts";
import { site } from "../../../app/site.ts";
import { loadArticles } from "../../content-loader.ts";
import { type CardCopy, allCards, cardHash as cardHashOf } from "../../share/copy.ts";
import { doc } from "../kit/defs.ts";
import { SHARE_H, SHARE_W } from "../kit/entries.ts";
import { faceOf } from "../kit/faces.ts";
import { type Box, WIDTH_SAFETY, fitText } from "../kit/fit.ts";
import type { ImageJob, ShareJob } from "../kit/jobs.ts";
import { backdrop, logoMark } from "../kit/shapes.ts";
import { C, embed } from "../kit/svg.ts";
import { text, textWidth } from "../kit/text.ts";
import { covers } from "./covers/index.ts";

const articlesDir = fileURLToPath(new URL("../../../app/content/articles", import.meta.url));
/** Text column: margin from the reading side's edge, width, and the rows of the card. */
export const COL = { x: 64, w: 560 } as const;
const ROW = { brand: 92, title: 214, footer: 566 } as const;
/** Title sizes, largest first, and at most this many lines: the fitting rule every card's title must meet. */
export const TITLE_SIZES = [60, 54, 48, 44, 40, 36] as const;
export const TITLE_LINES = 4;
export const TITLE_WEIGHT = 800;
/** From the title's top (ROW.title) to 20 px above the footer's accent bar. */
export const TITLE_HEIGHT = ROW.footer - 44 - 20 - ROW.title;
/** The eyebrow chip: its size and the widest it may grow. */
const EYEBROW = { size: 18, maxW: 560 } as const;
/** Covers are composed for a card with a small chip in the corner; on a share card the title takes the left,
 * so the cover moves right by this much (its right edge is cropped). */
const COVER_SHIFT = 120;

/** The title of a card as drawn: size and lines, or an error naming the card when it fits at no size. */
export const titleBox = (copy: CardCopy): Box => ({ width: COL.w, height: TITLE_HEIGHT, maxLines: TITLE_LINES, lineHeight: faceOf(copy.lang).lineHeight, weight: TITLE_WEIGHT });
export const fitTitle = (copy: CardCopy) => fitText(copy.title, TITLE_SIZES, titleBox(copy));

/** The footer's parts (address, date) as isolated runs, so a right-to-left line keeps each one whole and in order. */
const isolate = (footer: string) =>
  footer
    .split(" · ")
    .map((part) => `\u2068${part}\u2069`)
    .join(" · ");

export function card(art: string, copy: CardCopy): string {
  const face = faceOf(copy.lang);
  const rtl = copy.dir === "rtl";
  /** x of a box `w` wide that starts `from` px in from the reading side. */
  const at = (from: number, w = 0) => (rtl ? SHARE_W - from - w : from);
  const line = (from: number, y: number, s: string, size: number, weight: number, fill: string, spacing = 0) =>
    text(rtl ? SHARE_W - from : from, y, s, {
      size,
      weight,
      fill,
      family: face.family,
      ...(face.spacing && spacing ? { spacing } : {}),
      ...(rtl ? { direction: "rtl" as const } : {}),
    });
  const { size, lines } = fitTitle(copy);
  const lh = size * face.lineHeight;
  const eyebrow = copy.eyebrow.toLocaleUpperCase(copy.lang);
  const chipW = Math.min(EYEBROW.maxW, textWidth(eyebrow, EYEBROW.size, 700) * WIDTH_SAFETY + (face.spacing ? eyebrow.length * 1.8 : 0) + 36);
  const title = lines.map((l, i) => line(COL.x, ROW.title + size + i * lh, l, size, TITLE_WEIGHT, C.text, -0.8)).join("");
  const mirror = rtl ? ` transform="matrix(-1 0 0 1 ${SHARE_W} 0)"` : "";
  return doc(
    SHARE_W,
    SHARE_H,
    `<g${mirror}>${backdrop(SHARE_W, SHARE_H, [{ x: 0.75, y: 0.5, r: 0.5, color: "teal", strength: 0.3 }])}${art}<rect width="${SHARE_W}" height="${SHARE_H}" fill="url(#shareVeil)"/></g>
${logoMark(at(COL.x + 20), ROW.brand - 9, 40)}${line(COL.x + 54, ROW.brand, site.name, 30, 800, C.text)}
<rect x="${at(COL.x, chipW)}" y="${ROW.title - 62}" width="${chipW}" height="40" rx="20" fill="${C.teal}" fill-opacity=".16"/>${line(COL.x + 18, ROW.title - 35, eyebrow, EYEBROW.size, 700, C.teal, 1.8)}
${title}<rect x="${at(COL.x, 56)}" y="${ROW.footer - 44}" width="56" height="5" rx="2.5" fill="${C.accent}"/>
${line(COL.x, ROW.footer, rtl ? isolate(copy.footer) : copy.footer, 24, 500, C.muted)}`,
    `<linearGradient id="shareVeil" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.bg}" stop-opacity=".96"/><stop offset=".46" stop-color="${C.bg}" stop-opacity=".88"/><stop offset=".68" stop-color="${C.bg}" stop-opacity="0"/></linearGradient>`,
  );
}

/** Every card's words: the four pages and each article, in every language the site has (articles where translated). */
export function shareCards(): ReturnType<typeof allCards> {
  return allCards(loadArticles(articlesDir, { checkMedia: false, languages: ACTIVE_LANGS }), ACTIVE_LANGS);
}

/** Which drawing (an image job) lends a page card its art, placed in which box. */
const PAGE_ART: Record<string, [string, [number, number, number, number]]> = {
  home: ["home/hero", [520, -25, 680, 680]],
  blog: ["blog/banner", [-690, 0, 1890, 630]],
  roadmap: ["home/doc-rank", [440, -30, 920, 690]],
  hub: ["hub/hub-art", [470, -20, 873, 655]],
};

export function shareJobs(images: ImageJob[]): ShareJob[] {
  const art = (key: string) => {
    const job = images.find((j) => j.key === key);
    if (!job) throw new Error(`share card art: no image job "${key}"`);
    return job.draw();
  };
  const coverOf = new Map(loadArticles(articlesDir, { checkMedia: false }).map((a) => [a.slug, basename(a.cover)]));
  return shareCards().map(({ key, name, copy }): ShareJob => {
    const page = PAGE_ART[name];
    const version = cardHashOf(copy);
    if (page) return { kind: "share", key, version, draw: () => card(embed(art(page[0]), ...page[1]), copy) };
    const stem = coverOf.get(name);
    const cover = stem === undefined ? undefined : covers[stem];
    if (!stem || !cover) throw new Error(`${key}: no cover drawing for its article in scripts/media/art/covers`);
    return { kind: "share", key, version, aliases: [`blog/${stem}`], draw: () => card(embed(cover(0), COVER_SHIFT, 0, SHARE_W, SHARE_H), copy) };
  });
}

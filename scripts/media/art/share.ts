// Share cards (1200 x 630 PNG, the only art that carries a title): each article's card is its cover with
// the title over a veil on the left; the four pages get theirs from the home art.
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { messages } from "../../../app/i18n/messages.ts";
import { brand, site } from "../../../app/site.ts";
import { loadArticles } from "../../content-loader.ts";
import { doc } from "../kit/defs.ts";
import { SHARE_H, SHARE_W } from "../kit/entries.ts";
import type { ImageJob, ShareJob } from "../kit/jobs.ts";
import { backdrop, logoMark } from "../kit/shapes.ts";
import { C, FONT, embed } from "../kit/svg.ts";
import { fitLines, text, textWidth } from "../kit/text.ts";
import { covers } from "./covers/index.ts";

const articlesDir = fileURLToPath(new URL("../../../app/content/articles", import.meta.url));
/** Text column: left margin, width, and the rows of the card. */
const COL = { x: 64, w: 560 } as const;
const ROW = { brand: 92, title: 214, footer: 566 } as const;
const TITLE_SIZES = [60, 54, 48, 44, 40];
/** Covers are composed for a card with a small chip in the corner; on a share card the title takes the left,
 * so the cover moves right by this much (its right edge is cropped). */
const COVER_SHIFT = 120;

interface Copy {
  eyebrow: string;
  title: string;
  footer: string;
}

function card(art: string, copy: Copy): string {
  const { size, lines } = fitLines(copy.title, COL.w, TITLE_SIZES, 4);
  const lh = size * 1.1;
  const chipW = textWidth(copy.eyebrow.toUpperCase(), 18, 700) + copy.eyebrow.length * 1.8 + 36;
  const title = lines.map((l, i) => text(COL.x, ROW.title + size + i * lh, l, { size, weight: 800, fill: C.text, spacing: -0.8, family: FONT })).join("");
  return doc(
    SHARE_W,
    SHARE_H,
    `${backdrop(SHARE_W, SHARE_H, [{ x: 0.75, y: 0.5, r: 0.5, color: "teal", strength: 0.3 }])}${art}<rect width="${SHARE_W}" height="${SHARE_H}" fill="url(#shareVeil)"/>
${logoMark(COL.x + 20, ROW.brand - 9, 40)}${text(COL.x + 54, ROW.brand, site.name, { size: 30, weight: 800, fill: C.text, family: FONT })}
<rect x="${COL.x}" y="${ROW.title - 62}" width="${chipW}" height="40" rx="20" fill="${C.teal}" fill-opacity=".16"/>${text(COL.x + 18, ROW.title - 35, copy.eyebrow.toUpperCase(), { size: 18, weight: 700, fill: C.teal, spacing: 1.8, family: FONT })}
${title}<rect x="${COL.x}" y="${ROW.footer - 44}" width="56" height="5" rx="2.5" fill="${C.accent}"/>
${text(COL.x, ROW.footer, copy.footer, { size: 24, weight: 500, fill: C.muted, family: FONT })}`,
    `<linearGradient id="shareVeil" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.bg}" stop-opacity=".96"/><stop offset=".46" stop-color="${C.bg}" stop-opacity=".88"/><stop offset=".68" stop-color="${C.bg}" stop-opacity="0"/></linearGradient>`,
  );
}

const host = site.url.replace(/^https?:\/\//, "");

function articleCards(): ShareJob[] {
  return loadArticles(articlesDir, { checkMedia: false }).map((a) => {
    const stem = basename(a.cover);
    const cover = covers[stem];
    if (!cover) throw new Error(`${a.file}: no cover drawing for banner "${stem}" in scripts/media/art/covers`);
    return {
      kind: "share",
      key: `share/${a.slug}`,
      aliases: [`blog/${stem}`],
      draw: () => card(embed(cover(0), COVER_SHIFT, 0, SHARE_W, SHARE_H), { eyebrow: a.tags[0] ?? "Blog", title: a.title, footer: `${host} · ${a.date}` }),
    };
  });
}

/** Page cards: copy, and which drawing (an image job) lends its art, placed in which box. */
function pageCards(art: (key: string) => string): ShareJob[] {
  const page = (name: string, copy: Copy, artKey: string, box: [number, number, number, number]): ShareJob => ({
    kind: "share",
    key: `share/${name}`,
    draw: () => card(embed(art(artKey), ...box), copy),
  });
  return [
    page("home", { eyebrow: messages("en").chrome.site.slogan, title: messages("en").chrome.site.tagline, footer: host }, "home/hero", [520, -25, 680, 680]),
    page("blog", { eyebrow: "Blog", title: brand("{product} Blog"), footer: `${host}/blog` }, "blog/banner", [-690, 0, 1890, 630]),
    page("roadmap", { eyebrow: "Roadmap", title: brand("The Road to {product} Rollups"), footer: `${host}/roadmap` }, "home/doc-rank", [440, -30, 920, 690]),
    page("hub", { eyebrow: "Hub", title: brand("{product} Hub"), footer: `${host}/${site.slug}_hub` }, "hub/hub-art", [470, -20, 873, 655]),
  ];
}

export function shareJobs(images: ImageJob[]): ShareJob[] {
  const art = (key: string) => {
    const job = images.find((j) => j.key === key);
    if (!job) throw new Error(`share card art: no image job "${key}"`);
    return job.draw();
  };
  return [...articleCards(), ...pageCards(art)];
}

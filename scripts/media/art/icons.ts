// The SVG icons, written as files: roadmap stages and Hub offers (64 x 64), use cases of the home page (40 x 40).
// The app screens draw the same Hub icons, so each drawing lives here once.
import type { FileJob } from "../kit/jobs.ts";
import { C } from "../kit/svg.ts";

/** Icons on a 64 x 64 grid, by id: roadmap stages and Hub offers. */
export const ICONS = {
  coin: `<circle cx="32" cy="32" r="22" fill="none" stroke="${C.accent}" stroke-width="4"/><circle cx="32" cy="32" r="14" fill="none" stroke="${C.accent}" stroke-width="2" opacity=".6"/><path d="M32 21l9 11-9 11-9-11z" fill="${C.teal}"/>`,
  passport: `<rect x="14" y="8" width="36" height="48" rx="6" fill="none" stroke="${C.teal}" stroke-width="4"/><circle cx="32" cy="28" r="9" fill="none" stroke="${C.accent}" stroke-width="3"/><path d="M23 28h18M32 19c-4 5-4 13 0 18M32 19c4 5 4 13 0 18" fill="none" stroke="${C.accent}" stroke-width="2"/><path d="M22 46h20" stroke="${C.teal}" stroke-width="3.5" stroke-linecap="round"/>`,
  gate: `<path d="M12 56V24a20 20 0 0 1 40 0v32" fill="none" stroke="${C.teal}" stroke-width="4"/><path d="M22 56V28a10 10 0 0 1 20 0v28" fill="none" stroke="${C.teal}" stroke-width="3" opacity=".55"/><path d="M8 56h48" stroke="${C.teal}" stroke-width="4" stroke-linecap="round"/><circle cx="32" cy="38" r="6" fill="${C.accent}"/>`,
  metaverse: `<path d="M32 8l22 12v24L32 56 10 44V20z" fill="none" stroke="${C.teal}" stroke-width="4" stroke-linejoin="round"/><path d="M10 20l22 12 22-12M32 32v24" fill="none" stroke="${C.teal}" stroke-width="3" opacity=".6"/><circle cx="32" cy="32" r="6" fill="${C.accent}"/>`,
  geospatial: `<circle cx="30" cy="34" r="20" fill="none" stroke="${C.teal}" stroke-width="4"/><ellipse cx="30" cy="34" rx="8" ry="20" fill="none" stroke="${C.teal}" stroke-width="2.5" opacity=".6"/><path d="M10 34h40" stroke="${C.teal}" stroke-width="2.5" opacity=".6"/><path d="M46 28c-5-6-9-10-9-15a9 9 0 0 1 18 0c0 5-4 9-9 15z" fill="${C.accent}"/><circle cx="46" cy="13" r="3.2" fill="${C.bg}"/>`,
  rollups: `<path d="M32 10l22 10-22 10-22-10z" fill="${C.accent}" fill-opacity=".3" stroke="${C.accent}" stroke-width="3.5" stroke-linejoin="round"/><path d="M10 32l22 10 22-10M10 44l22 10 22-10" fill="none" stroke="${C.teal}" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round"/>`,
  network: `<path d="M32 8l20 8v14c0 13-8 22-20 26C20 52 12 43 12 30V16z" fill="none" stroke="${C.teal}" stroke-width="4" stroke-linejoin="round"/><path d="M24 26l8 12 8-12M24 26h16" fill="none" stroke="${C.accent}" stroke-width="2.5"/><circle cx="24" cy="26" r="4" fill="${C.accent}"/><circle cx="40" cy="26" r="4" fill="${C.accent}"/><circle cx="32" cy="38" r="4" fill="${C.accent}"/>`,
  tasks: `<rect x="12" y="10" width="40" height="46" rx="8" fill="none" stroke="${C.teal}" stroke-width="4"/><path d="M20 26l5 5 9-10M20 42l5 5 9-10" fill="none" stroke="${C.accent}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><path d="M38 28h8M38 44h8" stroke="${C.teal}" stroke-width="3.5" stroke-linecap="round"/>`,
  events: `<rect x="10" y="14" width="44" height="40" rx="8" fill="none" stroke="${C.teal}" stroke-width="4"/><path d="M10 26h44M22 8v12M42 8v12" stroke="${C.teal}" stroke-width="4" stroke-linecap="round"/><path d="M32 48c-4-5-7-8-7-12a7 7 0 0 1 14 0c0 4-3 7-7 12z" fill="${C.accent}"/>`,
  lotteries: `<path d="M8 20h48v8a5 5 0 0 0 0 10v8H8v-8a5 5 0 0 0 0-10z" fill="none" stroke="${C.teal}" stroke-width="4" stroke-linejoin="round"/><path d="M40 22v24" stroke="${C.teal}" stroke-width="3" stroke-dasharray="3 4"/><path d="M24 26l2.4 5 5.4.7-4 3.8 1 5.4-4.8-2.6-4.8 2.6 1-5.4-4-3.8 5.4-.7z" fill="${C.accent}"/>`,
  airdrops: `<path d="M10 28a22 18 0 0 1 44 0z" fill="${C.accent}" fill-opacity=".3" stroke="${C.accent}" stroke-width="3.5" stroke-linejoin="round"/><path d="M10 28l18 18M54 28L36 46M32 28v18" stroke="${C.teal}" stroke-width="2.5"/><rect x="24" y="44" width="16" height="14" rx="3" fill="${C.teal}"/>`,
  giveaways: `<rect x="10" y="26" width="44" height="30" rx="5" fill="none" stroke="${C.teal}" stroke-width="4"/><rect x="8" y="18" width="48" height="10" rx="4" fill="${C.teal}"/><path d="M32 18v38" stroke="${C.accent}" stroke-width="5"/><path d="M32 18c-4-8-14-10-14-4s10 4 14 4c4 0 14 2 14-4s-10-4-14 4z" fill="none" stroke="${C.accent}" stroke-width="3"/>`,
} as const satisfies Record<string, string>;
export type IconId = keyof typeof ICONS;

const ROADMAP_ICONS: IconId[] = ["coin", "passport", "gate", "metaverse", "geospatial", "rollups", "network"];
const HUB_ICONS: IconId[] = ["tasks", "events", "lotteries", "airdrops", "giveaways"];

const icon64 = (id: IconId) => `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${ICONS[id]}</svg>\n`;
const icon40 = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" fill="none" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;

/** An icon of ICONS drawn inside another picture, its 64-unit grid scaled to `size` px at (x, y) (top left). */
export function iconAt(id: IconId, x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${Math.round((size / 64) * 1000) / 1000})">${ICONS[id]}</g>`;
}

/** The seven use-case glyphs of the home page (40 x 40 line drawings). */
const CASE_ICONS: Record<string, string> = {
  "case-gaming": `<path d="M11 13h18a7 7 0 0 1 6.8 8.7l-1.6 6.4a3.5 3.5 0 0 1-6 1.5L25 26H15l-3.2 3.6a3.5 3.5 0 0 1-6-1.5l-1.6-6.4A7 7 0 0 1 11 13z" stroke="${C.accent}"/><path d="M12 18v6M9 21h6" stroke="${C.teal}"/><circle cx="27" cy="19" r="1.6" fill="${C.teal}" stroke="none"/><circle cx="30" cy="23" r="1.6" fill="${C.teal}" stroke="none"/>`,
  "case-nfts": `<path d="M20 4l13.9 8v16L20 36 6.1 28V12z" stroke="${C.accent}"/><path d="M14 25V15l12 10V15" stroke="${C.teal}"/>`,
  "case-vrmr": `<path d="M6 14h28a2 2 0 0 1 2 2v9a3 3 0 0 1-3 3h-7l-3-4h-6l-3 4H7a3 3 0 0 1-3-3v-9a2 2 0 0 1 2-2z" stroke="${C.accent}"/><circle cx="13" cy="21" r="3" stroke="${C.teal}"/><circle cx="27" cy="21" r="3" stroke="${C.teal}"/>`,
  "case-collectibles": `<rect x="8" y="5" width="24" height="30" rx="4" stroke="${C.accent}"/><path d="M20 12l6 6-6 8-6-8z" stroke="${C.teal}"/><path d="M14 18h12" stroke="${C.teal}"/>`,
  "case-metaverse": `<circle cx="20" cy="20" r="10" stroke="${C.accent}"/><ellipse cx="20" cy="20" rx="17" ry="6" transform="rotate(-20 20 20)" stroke="${C.teal}"/><circle cx="33" cy="13" r="2" fill="${C.teal}" stroke="none"/>`,
  "case-defi": `<ellipse cx="15" cy="12" rx="9" ry="4" stroke="${C.accent}"/><path d="M6 12v6c0 2.2 4 4 9 4s9-1.8 9-4v-6M6 18v6c0 2.2 4 4 9 4" stroke="${C.accent}"/><path d="M24 32l5-6 3 3 5-7M33 22h4v4" stroke="${C.teal}"/>`,
  "case-dao": `<path d="M8 20h24v14H8z" stroke="${C.accent}"/><path d="M15 20V8l9 3-9 3" stroke="${C.teal}"/><path d="M14 27h12" stroke="${C.accent}"/>`,
};

export function iconJobs(): FileJob[] {
  return [
    ...ROADMAP_ICONS.map((id) => ({ kind: "file" as const, path: `roadmap/${id}.svg`, content: icon64(id), aliases: ["icons"] })),
    ...HUB_ICONS.map((id) => ({ kind: "file" as const, path: `hub/${id}.svg`, content: icon64(id), aliases: ["icons"] })),
    ...Object.entries(CASE_ICONS).map(([name, body]) => ({ kind: "file" as const, path: `home/${name}.svg`, content: icon40(body), aliases: ["icons"] })),
  ];
}

// SVG building blocks of the site's media: palette from base.css, the logo mark, backdrops, text layout.
import { readFileSync } from "node:fs";

const baseCss = readFileSync(new URL("../../app/styles/base.css", import.meta.url), "utf8");

/** A design token of app/styles/base.css, so the media and the pages share one palette. */
function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(baseCss)?.[1];
  if (!value) throw new Error(`base.css has no colour token --${name}`);
  return value;
}

export const C = {
  bg: token("bg"),
  bg2: token("bg-2"),
  surface: token("surface"),
  surface2: token("surface-2"),
  text: token("text"),
  muted: token("muted"),
  accent: token("accent"),
  teal: token("teal"),
} as const;

export const FONT = "Inter, 'DejaVu Sans', sans-serif";

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Small deterministic PRNG (mulberry32) seeded by a string, so every render of an image is the same. */
export function rng(seed: string): () => number {
  let h = 1779033703;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const f = (n: number) => Number(n.toFixed(1));

/** The logo mark of app/components/Logo.tsx (32-unit grid), placed at x,y with the given size. */
export function logoMark(x: number, y: number, size: number, ink: string = C.text): string {
  const s = size / 32;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s * 100) / 100})" fill="none" stroke="${ink}">
  <circle cx="16" cy="16" r="14" stroke-width="2.2"/>
  <ellipse cx="16" cy="16" rx="6" ry="14" stroke-width="1.6" opacity=".7"/>
  <path d="M2 16h28" stroke-width="1.6" opacity=".7"/>
  <circle cx="22" cy="10" r="3.4" fill="${C.accent}" stroke="none"/>
</g>`;
}

/** A map pin whose tip is at x,y. */
export function pin(x: number, y: number, h: number, fill: string = C.accent, dot: string = C.bg): string {
  const r = h * 0.36;
  const cy = y - h + r;
  return `<path d="M${f(x)} ${f(y)} C${f(x - r * 0.4)} ${f(y - h * 0.3)} ${f(x - r)} ${f(cy + r * 0.55)} ${f(x - r)} ${f(cy)} A${f(r)} ${f(r)} 0 1 1 ${f(x + r)} ${f(cy)} C${f(x + r)} ${f(cy + r * 0.55)} ${f(x + r * 0.4)} ${f(y - h * 0.3)} ${f(x)} ${f(y)}Z" fill="${fill}"/>
<circle cx="${f(x)}" cy="${f(cy)}" r="${f(r * 0.42)}" fill="${dot}"/>`;
}

/** Closed wobbly rings around a centre: the contour-line motif of a topographic map. */
export function contours(cx: number, cy: number, rings: number, step: number, seed: string, opacity = 0.07): string {
  const rand = rng(seed);
  const waves = [1, 2, 3].map(() => ({ k: 2 + Math.floor(rand() * 4), a: 0.05 + rand() * 0.08, p: rand() * Math.PI * 2 }));
  const paths: string[] = [];
  for (let i = 1; i <= rings; i++) {
    const base = i * step;
    const pts: string[] = [];
    for (let j = 0; j < 72; j++) {
      const th = (j / 72) * Math.PI * 2;
      const r = base * (1 + waves.reduce((s, w) => s + w.a * Math.sin(w.k * th + w.p + i * 0.25), 0));
      pts.push(`${f(cx + r * Math.cos(th))} ${f(cy + r * Math.sin(th) * 0.72)}`);
    }
    paths.push(`<path d="M${pts.join("L")}Z"/>`);
  }
  return `<g fill="none" stroke="${C.text}" stroke-opacity="${opacity}" stroke-width="1.4">${paths.join("")}</g>`;
}

/** Meridian arcs of a globe seen from the side: the brand's namesake. */
export function meridians(cx: number, cy: number, r: number, opacity = 0.09): string {
  const arcs = [0.2, 0.45, 0.7, 0.92].map((k) => `<ellipse cx="${cx}" cy="${cy}" rx="${f(r * k)}" ry="${r}"/>`).join("");
  return `<g fill="none" stroke="${C.teal}" stroke-opacity="${opacity}" stroke-width="1.5">${arcs}<circle cx="${cx}" cy="${cy}" r="${r}"/><path d="M${cx - r} ${cy}H${cx + r}"/></g>`;
}

/** Backdrop: navy gradient, a soft glow behind the art, contour lines and meridians. */
export function backdrop(w: number, h: number, seed: string, glowX = 0.74): string {
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.bg}"/><stop offset=".55" stop-color="${C.bg2}"/><stop offset="1" stop-color="${C.surface}"/></linearGradient>
  <radialGradient id="glow" cx="${glowX}" cy=".5" r=".45"><stop offset="0" stop-color="${C.teal}" stop-opacity=".2"/><stop offset=".6" stop-color="${C.teal}" stop-opacity=".05"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient>
  <radialGradient id="warm" cx=".08" cy="1" r=".6"><stop offset="0" stop-color="${C.accent}" stop-opacity=".14"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></radialGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd98a"/><stop offset="1" stop-color="${C.accent}"/></linearGradient>
  <linearGradient id="tealg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7cefe1"/><stop offset="1" stop-color="${C.teal}"/></linearGradient>
  <linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.surface2}"/><stop offset="1" stop-color="${C.surface}"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#warm)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${contours(w * 0.16, h * 1.02, 9, h * 0.11, seed, 0.06)}
${meridians(w * glowX, h / 2, h * 0.46, 0.07)}`;
}

/** Rough advance widths of Inter Bold (em units), enough to wrap titles for a fixed-size canvas. */
function textWidth(s: string, size: number): number {
  let em = 0;
  for (const ch of s) {
    if (ch === " ") em += 0.26;
    else if ("iljtfI.,:;'!|’".includes(ch)) em += 0.31;
    else if ("mwMW".includes(ch)) em += 0.86;
    else if (/[A-Z0-9]/.test(ch)) em += 0.68;
    else em += 0.57;
  }
  return em * size;
}

export function wrap(text: string, maxWidth: number, size: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size (from a list) at which the text fits in maxLines. */
export function fitTitle(text: string, maxWidth: number, sizes: number[], maxLines: number): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(text, maxWidth, size);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 32;
  return { size, lines: wrap(text, maxWidth, size) };
}

/** A rounded label ("pill") with its text, left-aligned at x. Returns the markup and its width. */
export function pill(x: number, y: number, label: string, opts: { size?: number; fill?: string; ink?: string } = {}): { svg: string; width: number } {
  const size = opts.size ?? 17;
  const text = label.toUpperCase();
  const width = textWidth(text, size) + text.length * 1.6 + size * 1.6;
  const hgt = size * 2;
  const svg = `<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(hgt)}" rx="${f(hgt / 2)}" fill="${opts.fill ?? "rgba(63,216,198,0.14)"}"/>
<text x="${f(x + size * 0.8)}" y="${f(y + hgt / 2 + size * 0.36)}" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="1.6" fill="${opts.ink ?? C.teal}">${esc(text)}</text>`;
  return { svg, width };
}

export interface Layout {
  w: number;
  h: number;
  seed: string;
  eyebrow: string;
  title: string;
  /** Smaller line under the title (optional). */
  subtitle?: string;
  /** Bottom line next to the logo, e.g. "Meridian Blog · Apr 15 2023". */
  footer: string;
  brandName: string;
  /** The right-hand art, drawn in the canvas' own coordinates. */
  art: string;
  /** Width of the text column. */
  column?: number;
}

/** A full 1200x630-style card: backdrop, eyebrow, wrapped title, brand footer and the art on the right. */
export function card(l: Layout): string {
  const x = Math.round(l.w * 0.06);
  const col = l.column ?? l.w * 0.45;
  const eyebrow = pill(x, l.h * 0.2, l.eyebrow);
  const { size, lines } = fitTitle(l.title, col, [60, 54, 48, 44, 40, 36], 4);
  const lineH = size * 1.12;
  const top = l.h * 0.2 + 34 + 28 + size;
  const title = lines
    .map((ln, i) => `<tspan x="${x}" y="${f(top + i * lineH)}">${esc(ln)}</tspan>`)
    .join("");
  const afterTitle = top + (lines.length - 1) * lineH;
  const subtitle = l.subtitle
    ? wrap(l.subtitle, col, 24)
        .slice(0, 2)
        .map((ln, i) => `<text x="${x}" y="${f(afterTitle + 48 + i * 32)}" font-family="${FONT}" font-size="24" font-weight="500" fill="${C.muted}">${esc(ln)}</text>`)
        .join("")
    : "";
  const fy = l.h - l.h * 0.1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${l.w}" height="${l.h}" viewBox="0 0 ${l.w} ${l.h}">
${backdrop(l.w, l.h, l.seed)}
<g transform="translate(930 315) scale(.9) translate(-900 -315)">${l.art}</g>
${eyebrow.svg}
<text font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="-0.8" fill="${C.text}">${title}</text>
${subtitle}
<rect x="${x}" y="${f(fy - 62)}" width="56" height="4" rx="2" fill="${C.accent}"/>
${logoMark(x, fy - 26, 34)}
<text x="${x + 46}" y="${f(fy - 2)}" font-family="${FONT}" font-size="22" font-weight="700" fill="${C.text}">${esc(l.brandName)}<tspan dx="12" fill="${C.muted}" font-weight="500">·</tspan><tspan dx="10" fill="${C.muted}" font-weight="500">${esc(l.footer)}</tspan></text>
</svg>`;
}

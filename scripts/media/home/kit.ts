// SVG building blocks of the home page's art: the palette of app/styles/base.css, the logo mark,
// map and network motifs. Everything is deterministic, so a rebuild gives the same files.
// Palette, font, escaping and the seeded PRNG are shared with the rest of the site's media.
import { C, FONT, esc, rng } from "../svg.ts";

export { C, FONT, esc, rng } from "../svg.ts";

export const clamp01 = (x: number) => Math.min(Math.max(x, 0), 1);
/** Ease out cubic on a 0..1 window [a, b] of t. */
export function ease(t: number, a = 0, b = 1): number {
  const x = clamp01((t - a) / (b - a));
  return 1 - Math.pow(1 - x, 3);
}
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const f = (n: number) => (Math.round(n * 10) / 10).toString();
/** Two decimals, for opacities and scales. */
export const r2 = (n: number) => (Math.round(n * 100) / 100).toString();

export function svgDoc(w: number, h: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** Shared gradients and glows; ids are prefixed so several can sit in one document. */
export function commonDefs(p = ""): string {
  return `
  <radialGradient id="${p}glowGold" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${C.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></radialGradient>
  <radialGradient id="${p}glowTeal" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${C.teal}" stop-opacity=".45"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient>
  <linearGradient id="${p}panel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.surface2}"/><stop offset="1" stop-color="${C.bg2}"/></linearGradient>
  <linearGradient id="${p}gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd98a"/><stop offset="1" stop-color="${C.accent}"/></linearGradient>`;
}

/** A full-bleed dark backdrop with two soft glows and a faint coordinate grid. */
export function backdrop(w: number, h: number, p = "", glow: [number, number, number, number] = [0.75, 0.3, 0.2, 0.8]): string {
  const step = 40;
  let grid = "";
  for (let x = step; x < w; x += step) grid += `M${x} 0V${h}`;
  for (let y = step; y < h; y += step) grid += `M0 ${y}H${w}`;
  const [gx, gy, tx, ty] = glow;
  return `<rect width="${w}" height="${h}" fill="${C.bg}"/>
  <path d="${grid}" stroke="${C.text}" stroke-opacity=".035" stroke-width="1"/>
  <circle cx="${f(w * gx)}" cy="${f(h * gy)}" r="${f(Math.max(w, h) * 0.45)}" fill="url(#${p}glowGold)" opacity=".5"/>
  <circle cx="${f(w * tx)}" cy="${f(h * ty)}" r="${f(Math.max(w, h) * 0.5)}" fill="url(#${p}glowTeal)" opacity=".45"/>`;
}

/** A rounded panel (the card the illustration sits on). */
export function panel(w: number, h: number, p = "", r = 28): string {
  return `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="${r}" fill="url(#${p}panel)" stroke="${C.text}" stroke-opacity=".1" stroke-width="2"/>`;
}

/** Concentric, slightly wobbly contour lines around a centre (topographic map motif). */
export function contours(cx: number, cy: number, rings: number, gap: number, seed: string, opacity = 0.16): string {
  const r = rng(seed);
  let out = "";
  for (let i = 1; i <= rings; i++) {
    const pts: string[] = [];
    const n = 28;
    const wob = r() * 6 + 2;
    const phase = r() * Math.PI * 2;
    for (let k = 0; k <= n; k++) {
      const a = (k / n) * Math.PI * 2;
      const rad = i * gap + Math.sin(a * 3 + phase) * wob + Math.cos(a * 2 - phase) * wob * 0.6;
      pts.push(`${f(cx + Math.cos(a) * rad * 1.35)} ${f(cy + Math.sin(a) * rad)}`);
    }
    out += `<path d="M${pts.join("L")}Z" fill="none" stroke="${C.teal}" stroke-opacity="${opacity}" stroke-width="1.5"/>`;
  }
  return out;
}

/** A street map: a jittered grid of roads, a river and a park, clipped to the box. */
export function streetMap(x: number, y: number, w: number, h: number, seed: string): string {
  const r = rng(seed);
  let roads = "";
  for (let gx = x + 30 + r() * 30; gx < x + w; gx += 70 + r() * 50) {
    roads += `M${f(gx)} ${y}L${f(gx + (r() - 0.5) * 40)} ${y + h}`;
  }
  for (let gy = y + 30 + r() * 30; gy < y + h; gy += 60 + r() * 40) {
    roads += `M${x} ${f(gy)}L${x + w} ${f(gy + (r() - 0.5) * 40)}`;
  }
  const river = `M${x} ${f(y + h * 0.78)}C${f(x + w * 0.3)} ${f(y + h * 0.62)} ${f(x + w * 0.55)} ${f(y + h * 0.98)} ${x + w} ${f(y + h * 0.7)}`;
  return `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.bg2}"/>
    <ellipse cx="${f(x + w * 0.72)}" cy="${f(y + h * 0.3)}" rx="${f(w * 0.12)}" ry="${f(h * 0.1)}" fill="${C.teal}" fill-opacity=".1"/>
    <path d="${roads}" stroke="${C.surface2}" stroke-width="9" stroke-linecap="round"/>
    <path d="${roads}" stroke="${C.text}" stroke-opacity=".12" stroke-width="1.5"/>
    <path d="${river}" fill="none" stroke="${C.teal}" stroke-opacity=".28" stroke-width="16" stroke-linecap="round"/>
  </g>`;
}

/** A map pin with its tip at (x, y). */
export function pin(x: number, y: number, s = 1, color: string = C.accent, inner: string = C.bg): string {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})">
    <ellipse cx="0" cy="2" rx="9" ry="3.5" fill="#000" opacity=".35"/>
    <path d="M0 0C-4-10-16-18-16-30a16 16 0 0 1 32 0C16-18 4-10 0 0Z" fill="${color}"/>
    <circle cx="0" cy="-30" r="6.5" fill="${inner}"/>
  </g>`;
}

/** A person: head and shoulders in a circle badge. */
export function avatar(x: number, y: number, r: number, color: string, ring: string = C.bg): string {
  return `<g transform="translate(${f(x)} ${f(y)})">
    <circle r="${f(r)}" fill="${ring}"/>
    <circle r="${f(r - 2.5)}" fill="${color}" fill-opacity=".22" stroke="${color}" stroke-width="2"/>
    <circle cy="${f(-r * 0.22)}" r="${f(r * 0.3)}" fill="${color}"/>
    <path d="M${f(-r * 0.55)} ${f(r * 0.62)}a${f(r * 0.55)} ${f(r * 0.5)} 0 0 1 ${f(r * 1.1)} 0" fill="${color}"/>
  </g>`;
}

/** The logo mark (app/components/Logo.tsx) at (x, y) with size s. */
export function logo(x: number, y: number, s: number, stroke: string = C.text, dot: string = C.accent): string {
  const k = s / 32;
  return `<g transform="translate(${f(x - s / 2)} ${f(y - s / 2)}) scale(${r2(k)})">
    <circle cx="16" cy="16" r="14" fill="none" stroke="${stroke}" stroke-width="2.2"/>
    <ellipse cx="16" cy="16" rx="6" ry="14" fill="none" stroke="${stroke}" stroke-width="1.6" opacity=".7"/>
    <path d="M2 16h28" stroke="${stroke}" stroke-width="1.6" opacity=".7"/>
    <circle cx="22" cy="10" r="3.4" fill="${dot}"/>
  </g>`;
}

/** A check mark badge. */
export function check(x: number, y: number, r: number, color: string = C.teal): string {
  return `<g transform="translate(${f(x)} ${f(y)})"><circle r="${f(r)}" fill="${color}"/>
    <path d="M${f(-r * 0.45)} 0l${f(r * 0.3)} ${f(r * 0.32)}l${f(r * 0.55)}-${f(r * 0.62)}" fill="none" stroke="${C.bg}" stroke-width="${f(r * 0.28)}" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

export function text(x: number, y: number, size: number, weight: number, fill: string, s: string, anchor = "start", extra = ""): string {
  return `<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${extra}>${esc(s)}</text>`;
}

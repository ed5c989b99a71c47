// Art for the non-article pages: share-image motifs, wide banners, hub art and the roadmap icons.
import { C, FONT, backdrop, contours, esc, f, fitTitle, meridians, pill, pin } from "./svg.ts";
import { ICON_BODIES } from "./icons.ts";
import { articleMotifs } from "./motifs.ts";

const X = 900;
const Y = 315;

/** Home: a globe of meridians, pins where people meet, and the links between them. */
export function homeArt(): string {
  const nodes = [
    [-120, -110], [-30, -150], [70, -120], [140, -40], [-160, 10], [-60, -30], [40, 10], [120, 80], [-100, 110], [10, 140], [-10, 70],
  ].map(([dx, dy]) => ({ x: X + dx!, y: Y + dy! }));
  const edges = nodes.flatMap((p, i) =>
    nodes
      .map((q, j) => ({ q, j, d: Math.hypot(q.x - p.x, q.y - p.y) }))
      .filter((e) => e.j > i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2)
      .map((e) => [p, e.q]),
  );
  return `${meridians(X, Y, 210, 0.6)}
<circle cx="${X}" cy="${Y}" r="210" fill="none" stroke="${C.text}" stroke-width="3" opacity=".85"/>
<g stroke="${C.accent}" stroke-width="2" opacity=".6">${edges.map(([p, q]) => `<path d="M${f(p!.x)} ${f(p!.y)}L${f(q!.x)} ${f(q!.y)}"/>`).join("")}</g>
${nodes.map((p, i) => (i % 4 === 1 ? pin(p.x, p.y, 52) : `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="9" fill="${C.teal}"/><circle cx="${f(p.x)}" cy="${f(p.y)}" r="16" fill="${C.teal}" opacity=".18"/>`)).join("")}`;
}

/** Blog: a stack of article cards. */
export function blogArt(): string {
  const cardAt = (dx: number, dy: number, rot: number, op: number, accent: string) =>
    `<g transform="rotate(${rot} ${X + dx} ${Y + dy})" opacity="${op}">
<rect x="${X + dx - 150}" y="${Y + dy - 170}" width="300" height="340" rx="22" fill="url(#card)" stroke="${C.text}" stroke-opacity=".15" stroke-width="2"/>
<rect x="${X + dx - 126}" y="${Y + dy - 146}" width="252" height="132" rx="12" fill="${C.bg2}"/>
${meridians(X + dx, Y + dy - 80, 52, 0.7)}
<rect x="${X + dx - 126}" y="${Y + dy + 8}" width="70" height="22" rx="11" fill="${accent}" opacity=".35"/>
<g fill="${C.text}" opacity=".7"><rect x="${X + dx - 126}" y="${Y + dy + 46}" width="230" height="12" rx="6"/><rect x="${X + dx - 126}" y="${Y + dy + 70}" width="180" height="12" rx="6"/></g>
<rect x="${X + dx - 126}" y="${Y + dy + 110}" width="90" height="9" rx="4.5" fill="${C.muted}" opacity=".5"/></g>`;
  return cardAt(-120, 20, -10, 0.45, C.teal) + cardAt(120, 20, 10, 0.45, C.teal) + cardAt(0, 0, 0, 1, C.accent);
}

/** Roadmap: a route across contour country, one stop per stage, ending in a pin. */
export function roadmapArt(): string {
  const stops = [
    [X - 220, Y + 170],
    [X - 120, Y + 95],
    [X - 10, Y + 130],
    [X + 60, Y + 30],
    [X - 30, Y - 60],
    [X + 80, Y - 130],
    [X + 200, Y - 100],
  ] as const;
  const d = `M${stops.map(([x, y]) => `${x} ${y}`).join("L")}`;
  const last = stops.length - 1;
  return `${contours(X, Y, 6, 48, "roadmap-art", 0.12)}
<path d="${d}" fill="none" stroke="${C.teal}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round" opacity=".18"/>
<path d="${d}" fill="none" stroke="${C.accent}" stroke-width="3" stroke-dasharray="10 10" stroke-linejoin="round"/>
${stops.map(([x, y], i) => (i === last ? pin(x, y + 6, 86) : `<circle cx="${x}" cy="${y}" r="19" fill="${C.bg2}" stroke="${C.teal}" stroke-width="4"/><text x="${x}" y="${y + 6}" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="800" fill="${C.text}">${i + 1}</text>`)).join("")}`;
}

/** Hub art: the hub motif, reused so the page, the share image and the article match. */
export function hubArt(brandName: string): string {
  return articleMotifs.hub!(0, brandName);
}

/** A wide banner (e.g. 1200x400): eyebrow, title, an optional highlighted line, and art on the right. */
export function wideBanner(o: { w: number; h: number; seed: string; eyebrow: string; title: string; highlight?: string; cta?: string; art: string }): string {
  const x = 64;
  const ew = pill(x, 64, o.eyebrow);
  const { size, lines } = fitTitle(o.title, o.w * 0.52, [58, 52, 46, 40], 2);
  const title = lines.map((ln, i) => `<tspan x="${x}" y="${f(150 + size * 0.8 + i * size * 1.1)}">${esc(ln)}</tspan>`).join("");
  const below = 150 + size * 0.8 + (lines.length - 1) * size * 1.1 + 36;
  const hi = o.highlight ? pill(x, below, o.highlight, { size: 20, fill: C.accent, ink: C.bg }).svg : "";
  const cta = o.cta
    ? `<rect x="${x}" y="${f(below)}" width="${o.cta.length * 12 + 56}" height="52" rx="26" fill="${C.accent}"/><text x="${x + 28}" y="${f(below + 33)}" font-family="${FONT}" font-size="20" font-weight="800" fill="${C.bg}">${esc(o.cta)}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.w}" height="${o.h}" viewBox="0 0 ${o.w} ${o.h}">
${backdrop(o.w, o.h, o.seed, 0.78)}
<g transform="translate(${f(o.w * 0.78 - X * 0.62)} ${f(o.h / 2 - Y * 0.62)}) scale(.62)">${o.art}</g>
${ew.svg}
<text font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="-0.8" fill="${C.text}">${title}</text>
${hi}${cta}
</svg>`;
}

/** A tall banner for narrow screens: eyebrow, a large title and the call to action above, art below. */
export function tallBanner(o: { w: number; h: number; seed: string; eyebrow: string; title: string; cta: string; art: string }): string {
  const x = 48;
  const ew = pill(x, 48, o.eyebrow, { size: 20 });
  const { size, lines } = fitTitle(o.title, o.w - 2 * x, [72, 64, 56], 2);
  const title = lines.map((ln, i) => `<tspan x="${x}" y="${f(120 + size * 0.9 + i * size * 1.08)}">${esc(ln)}</tspan>`).join("");
  const below = 120 + size * 0.9 + (lines.length - 1) * size * 1.08 + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.w}" height="${o.h}" viewBox="0 0 ${o.w} ${o.h}">
${backdrop(o.w, o.h, o.seed, 0.7)}
<g transform="translate(${f(o.w * 0.74 - X * 0.6)} ${f(o.h * 0.76 - Y * 0.6)}) scale(.6)">${o.art}</g>
${ew.svg}
<text font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="-1" fill="${C.text}">${title}</text>
<rect x="${x}" y="${f(below)}" width="${o.cta.length * 15 + 64}" height="64" rx="32" fill="${C.accent}"/><text x="${x + 32}" y="${f(below + 41)}" font-family="${FONT}" font-size="25" font-weight="800" fill="${C.bg}">${esc(o.cta)}</text>
</svg>`;
}

/** Art on its own backdrop, no text: used where the page sets the words in HTML. */
export function artPanel(w: number, h: number, seed: string, art: string, scale = 1): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
${backdrop(w, h, seed, 0.5)}
<g transform="translate(${f(w / 2 - X * scale)} ${f(h / 2 - Y * scale)}) scale(${scale})">${art}</g>
</svg>`;
}

export function icon(id: string): string {
  const body = ICON_BODIES[id];
  if (!body) throw new Error(`no icon drawing for "${id}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>\n`;
}


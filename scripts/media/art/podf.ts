// PODF on the home page: three slides over one city map seen from the same place: a walk between three
// places, a footprint dropped at one of them, the footprint minted as a PODF token. Slide 3 may say "PODF".
import { D, doc } from "../kit/defs.ts";
import type { ImageJob } from "../kit/jobs.ts";
import { avatar, backdrop, glow, shadow } from "../kit/shapes.ts";
import { C, FONT, ngon, num, poly } from "../kit/svg.ts";
import { text } from "../kit/text.ts";
import { type Ground, ground, groundCity } from "./map.ts";

const W = 960;
const H = 720;
/** Shown about 340 CSS px wide on phones: "PODF" and the token number must read at 13 CSS px there. */
const SHOWN_AT = 340;
/** The walk's map, seen from the same place in every slide and in the footprints clip; `w` centres it. */
export const walkMap = (w: number): Ground => ({ cam: { cx: w / 2, cy: 900, focal: 700, distance: 0 }, pitch: 1.1, height: 4.4 });
const CITY = walkMap(W);
/** The three places of the walk (ground x, z) and the route between them along the streets. */
export const PLACES: [number, number][] = [
  [-3.25, 6.55],
  [0.65, 8.5],
  [3.25, 12.4],
];
export const ROUTE: [number, number][] = [
  [-3.25, 6.55],
  [-1.3, 6.55],
  [-1.3, 8.5],
  [0.65, 8.5],
  [1.95, 8.5],
  [1.95, 12.4],
  [3.25, 12.4],
];
export const MINTED = 1;
export const PODF_NUMBER = "#2,048";

/** A bare footprint (sole and five toes), centred at (0, 0), s px long. */
export function footprint(s: number, fill: string): string {
  const toes = [
    [-0.17, -0.36, 0.085],
    [-0.05, -0.42, 0.07],
    [0.06, -0.41, 0.06],
    [0.15, -0.36, 0.05],
    [0.22, -0.28, 0.045],
  ]
    .map(([x, y, r]) => `<circle cx="${num(s * x!)}" cy="${num(s * y!)}" r="${num(s * r!)}" fill="${fill}"/>`)
    .join("");
  const sole = `M${num(-s * 0.2)} ${num(-s * 0.2)}C${num(-s * 0.24)} ${num(-s * 0.3)} ${num(s * 0.2)} ${num(-s * 0.32)} ${num(s * 0.2)} ${num(-s * 0.14)}C${num(s * 0.2)} ${num(s * 0.02)} ${num(s * 0.08)} ${num(s * 0.1)} ${num(s * 0.12)} ${num(s * 0.3)}C${num(s * 0.14)} ${num(s * 0.46)} ${num(-s * 0.16)} ${num(s * 0.48)} ${num(-s * 0.14)} ${num(s * 0.28)}C${num(-s * 0.12)} ${num(s * 0.08)} ${num(-s * 0.18)} ${num(-s * 0.06)} ${num(-s * 0.2)} ${num(-s * 0.2)}Z`;
  return `<path d="${sole}" fill="${fill}"/>${toes}`;
}

export function place3(i: number, lit: boolean, city: Ground = CITY): string {
  const [x, z] = PLACES[i]!;
  const { p, k } = ground(city, x, z);
  const ring = (r: number, o: number) =>
    `<ellipse cx="${num(p[0])}" cy="${num(p[1])}" rx="${num(r * k)}" ry="${num(r * k * 0.55)}" fill="none" stroke="${lit ? C.accent : C.tealLight}" stroke-opacity="${o}" stroke-width="4"/>`;
  return `${glow(p[0], p[1], 0.9 * k, lit ? "gold" : "teal", 0.8, 0.55)}${ring(0.32, 0.9)}${ring(0.55, 0.4)}<ellipse cx="${num(p[0])}" cy="${num(p[1])}" rx="${num(0.12 * k)}" ry="${num(0.066 * k)}" fill="${lit ? C.accent : C.tealLight}"/>`;
}

/** The route walked so far: its first `upTo` corners, then `tail` (a point on the next leg) if given. */
export function route(upTo: number, city: Ground = CITY, tail?: [number, number]): string {
  const pts = [...ROUTE.slice(0, upTo), ...(tail ? [tail] : [])].map(([x, z]) => ground(city, x, z).p);
  return `<path d="${poly(pts)}" fill="none" stroke="${C.accent}" stroke-width="7" stroke-dasharray="2 16" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Someone on the map at ground point (x, z). */
export function walker(x: number, z: number, city: Ground = CITY): string {
  const { p, k } = ground(city, x, z);
  return `${shadow(p[0], p[1], 0.26 * k, 0.08 * k)}<path d="M${num(p[0])} ${num(p[1])}V${num(p[1] - 0.5 * k)}" stroke="${C.tealLight}" stroke-width="4"/>${avatar(p[0], p[1] - 0.62 * k, 0.26 * k, C.teal)}`;
}

/** The PODF badge: a gold hexagon with a footprint, centred at (x, y). */
export function badge(x: number, y: number, r: number): string {
  return `<path d="${poly(ngon(x, y + r * 0.1, r), true)}" fill="${C.goldDeep}"/><path d="${poly(ngon(x, y, r), true)}" fill="url(#${D.gold})"/>
<path d="${poly(ngon(x, y, r * 0.78), true)}" fill="${C.ink}"/><g transform="translate(${num(x)} ${num(y)}) rotate(14)">${footprint(r * 0.9, C.accent)}</g>`;
}

/** The map picture w x h with `content` over it. */
export function mapScene(content: string, w = W, h = H): string {
  const city = walkMap(w);
  return doc(
    w,
    h,
    `${backdrop(w, h, [{ x: 0.5, y: 0.1, r: 0.5, color: "teal", strength: 0.35 }], 0.5)}${groundCity(city, "podf", 10 + (w - W) / 100, 2.6, 24, 1.3, 0, false)}<rect width="${w}" height="${h}" fill="url(#podfHorizon)"/>${content}`,
    `<linearGradient id="podfHorizon" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.bg}"/><stop offset=".16" stop-color="${C.bg}" stop-opacity="0"/></linearGradient>`,
  );
}
const scene = (content: string) => mapScene(content);

/** Slide 1: the walk between three places. */
const walk = () => scene(`${route(ROUTE.length)}${[0, 1, 2].map((i) => place3(i, false)).join("")}${walker(-1.3, 7.4)}`);

/** Slide 2: a footprint dropped at the second place. */
function drop(): string {
  const [x, z] = PLACES[MINTED]!;
  const { p, k } = ground(CITY, x, z);
  const fall = `<path d="M${num(p[0])} ${num(p[1] - 2.6 * k)}V${num(p[1] - 1.2 * k)}" stroke="${C.goldLight}" stroke-opacity=".5" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round"/>`;
  return scene(`${route(4)}${place3(0, false)}${place3(2, false)}${place3(MINTED, true)}${walker(-0.5, 8.5)}${fall}${badge(p[0], p[1] - 0.8 * k, 0.42 * k)}`);
}

/** Slide 3: the footprint minted as a PODF token above the place, its name and number on it. */
function minted(): string {
  const [x, z] = PLACES[MINTED]!;
  const { p, k } = ground(CITY, x, z);
  const ty = p[1] - 1.5 * k;
  const r = 130;
  const chip = { w: 220, h: 64 };
  return scene(`${route(ROUTE.length)}${place3(0, false)}${place3(2, false)}${place3(MINTED, true)}
<path d="M${num(p[0] - 40)} ${num(p[1])}L${num(p[0] - 90)} ${num(ty)}H${num(p[0] + 90)}L${num(p[0] + 40)} ${num(p[1])}Z" fill="url(#${D.glowGold})" opacity=".7"/>
${glow(p[0], ty, 300, "gold", 0.7)}${badge(p[0], ty, r)}
<rect x="${num(p[0] - 120)}" y="${num(ty - r - 78)}" width="240" height="64" rx="32" fill="${C.bg}" stroke="${C.accent}" stroke-width="3"/>
${text(p[0], ty - r - 32, "PODF", { size: 44, weight: 800, fill: C.accent, anchor: "middle", spacing: 4, family: FONT })}
<rect x="${num(p[0] - chip.w / 2)}" y="${num(ty + r + 22)}" width="${chip.w}" height="${chip.h}" rx="${chip.h / 2}" fill="${C.surface2}" stroke="${C.text}" stroke-opacity=".2" stroke-width="2"/>
${text(p[0], ty + r + 68, PODF_NUMBER, { size: 40, weight: 700, fill: C.text, anchor: "middle", family: FONT })}`);
}

export function podfJobs(): ImageJob[] {
  return [walk, drop, minted].map((draw, i) => ({ kind: "image", key: `home/podf-${i + 1}`, width: W, height: H, widths: [480, W], textShownAt: SHOWN_AT, draw }));
}

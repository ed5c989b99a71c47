// Setting the bar: a lane of hurdles on a map floor, each higher than the last, the last a gold bar under a
// spotlight; the coin clears them all in one arc, its earlier leaps left as fading ghosts, a crowd below.
import { D } from "../../kit/defs.ts";
import { coin, figure, glow, shadow } from "../../kit/shapes.ts";
import { C, num, num2, poly, rng } from "../../kit/svg.ts";
import { COVER, type Cover, isHero, shown, stage } from "./frame.ts";

const { h: H } = COVER;
/** Where the floor's lines meet, and the top of the floor. */
const VP = { x: 860, y: 250 } as const;
const FLOOR_TOP = 380;
/** The hurdles: centre x, foot y, height, width; the last one is the bar the community sets. */
const HURDLES = [
  { x: 300, y: 560, h: 70, w: 160 },
  { x: 470, y: 522, h: 120, w: 140 },
  { x: 625, y: 492, h: 180, w: 120 },
  { x: 890, y: 470, h: 250, w: 240 },
] as const;
/** The coin's flight: a parabola with its apex over the gold bar. */
const APEX = { x: 890, y: 128 } as const;
const flightY = (x: number) => APEX.y + 0.00095 * (x - APEX.x) ** 2;

/** The floor spans the picture (wider on a hero). */
function floor(): string {
  const { x0, x1 } = shown();
  const rays = Array.from({ length: 15 }, (_, i) =>
    poly([
      [VP.x, VP.y],
      [-500 + i * 170, H],
    ]),
  ).join("");
  const rows = [392, 410, 436, 472, 522, 590].map((y) => `M${x0} ${y}H${x1}`).join("");
  const area = `${x0 ? `x="${x0}" ` : ""}y="${FLOOR_TOP}" width="${x1 - x0}" height="${H - FLOOR_TOP}"`;
  return `<clipPath id="barFloor"><rect ${area}/></clipPath>
<rect ${area} fill="url(#barGround)"/>
<path d="${rays}${rows}" clip-path="url(#barFloor)" fill="none" stroke="${C.teal}" stroke-opacity=".13" stroke-width="2"/>
<path d="M${x0} ${FLOOR_TOP}H${x1}" stroke="${C.teal}" stroke-opacity=".35" stroke-width="2"/>`;
}

/** A hurdle with depth: two posts (front and side faces), feet, and a rounded crossbar with a highlight. */
function hurdle(x: number, y: number, h: number, w: number, gold: boolean, opacity: number): string {
  const bar = gold ? `url(#${D.gold})` : `url(#${D.steel})`;
  const side = gold ? C.goldDeep : "#3a4160";
  const t = Math.max(10, w * 0.07);
  const post = (px: number) =>
    `<rect x="${num(px + t * 0.55)}" y="${num(y - h)}" width="${num(t * 0.4)}" height="${num(h)}" fill="${side}"/><rect x="${num(px - t / 2)}" y="${num(y - h)}" width="${num(t)}" height="${num(h)}" rx="${num(t * 0.3)}" fill="${bar}"/>
<rect x="${num(px - t * 1.4)}" y="${num(y - t * 0.4)}" width="${num(t * 2.8)}" height="${num(t * 0.6)}" rx="${num(t * 0.3)}" fill="${side}"/>`;
  const barH = t * 1.5;
  return `<g opacity="${num2(opacity)}">${shadow(x, y + 4, w * 0.62, t * 0.8, 0.6)}${post(x - w / 2)}${post(x + w / 2)}
<rect x="${num(x - w / 2 - t)}" y="${num(y - h - barH / 2 + t * 0.5)}" width="${num(w + 2 * t)}" height="${num(barH)}" rx="${num(barH / 2)}" fill="${side}"/>
<rect x="${num(x - w / 2 - t)}" y="${num(y - h - barH / 2)}" width="${num(w + 2 * t)}" height="${num(barH)}" rx="${num(barH / 2)}" fill="${bar}"/>
<path d="M${num(x - w / 2)} ${num(y - h - barH * 0.22)}H${num(x + w / 2)}" stroke="#fff" stroke-opacity=".55" stroke-width="${num(t * 0.22)}" stroke-linecap="round"/></g>`;
}

/** The flight path as a dotted trail, with ghost coins where it cleared the lower hurdles. */
function flight(): string {
  const pts: [number, number][] = [];
  for (let x = 150; x <= (isHero() ? shown().x1 + 10 : 1190); x += 20) pts.push([x, flightY(x)]);
  const ghosts = HURDLES.slice(0, 3)
    .map((hd, i) => `<g opacity="${num2(0.18 + i * 0.14)}">${coin(hd.x, flightY(hd.x), 22 + i * 5, 0.8, false)}</g>`)
    .join("");
  return `<path d="${poly(pts)}" fill="none" stroke="${C.tealLight}" stroke-opacity=".7" stroke-width="5" stroke-dasharray="1 15" stroke-linecap="round"/>${ghosts}`;
}

/** The crowd in the foreground, some arms raised. */
function crowd(): string {
  const r = rng("bar-crowd");
  let out = "";
  for (let x = 440; x < shown().x1 + 30; x += 46 + r() * 22) {
    const h = 90 + r() * 40;
    const y = H + 14 + r() * 12;
    const arm =
      r() < 0.4
        ? `<rect x="${num(x + h * 0.14)}" y="${num(y - h * 1.02)}" width="${num(h * 0.07)}" height="${num(h * 0.42)}" rx="${num(h * 0.035)}" fill="${C.ink}" transform="rotate(18 ${num(x + h * 0.17)} ${num(y - h * 0.62)})"/>`
        : "";
    out += `${arm}${figure(x, y, h, C.ink)}`;
  }
  return out;
}

export const bar: Cover = () => {
  const gold = HURDLES[3];
  const spot = poly(
    [
      [1040, 0],
      [1110, 0],
      [gold.x + gold.w * 0.75, gold.y + 30],
      [gold.x - gold.w * 0.75, gold.y + 30],
    ],
    true,
  );
  return stage(
    [
      { x: 0.72, y: 0.35, r: 0.45, color: "gold", strength: 0.55 },
      { x: 0.25, y: 0.85, r: 0.4, color: "teal", strength: 0.3 },
    ],
    `${floor()}<path d="${spot}" fill="url(#barSpot)"/>
${glow(gold.x, gold.y, 260, "gold", 0.55, 0.25)}
${HURDLES.map((hd, i) => hurdle(hd.x, hd.y, hd.h, hd.w, i === 3, 0.55 + i * 0.15)).join("")}
${glow(gold.x, gold.y - gold.h, 240, "gold", 0.6, 0.45)}${flight()}
${glow(APEX.x, APEX.y, 120, "white", 0.5)}${coin(APEX.x, APEX.y, 44, 0.82)}${crowd()}`,
    `<linearGradient id="barGround" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.surface}" stop-opacity=".6"/><stop offset="1" stop-color="${C.ink}" stop-opacity=".9"/></linearGradient>
<linearGradient id="barSpot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
  );
};

// The geosocial cover: a city at night laid out in perspective, people lighting up places and talking across it.
import { avatar, glow } from "../../kit/shapes.ts";
import { C, num } from "../../kit/svg.ts";
import { type Ground, ground, groundCity } from "../map.ts";
import { COVER, type Cover, isHero, shown, stage } from "./frame.ts";

const { h: H } = COVER;
const CITY: Ground = { cam: { cx: 700, cy: 420, focal: 620, distance: 0 }, pitch: 0.42, height: 3.2 };
/** Places people light up: ground position (x across, z deep) and how high their bubble floats. */
const SPOTS: { x: number; z: number; lift: number; color: string }[] = [
  { x: -3.4, z: 5.6, lift: 1.9, color: C.teal },
  { x: 0.9, z: 4.4, lift: 1.5, color: C.accent },
  { x: 4.2, z: 6.8, lift: 2.1, color: C.teal },
  { x: -0.8, z: 10, lift: 2.6, color: C.text },
  { x: 5.2, z: 12, lift: 2.8, color: C.accent },
];

function bubble(x: number, y: number, r: number, color: string): string {
  return `<path d="M${num(x - r * 0.3)} ${num(y + r * 0.85)}L${num(x)} ${num(y + r * 1.45)}L${num(x + r * 0.3)} ${num(y + r * 0.85)}Z" fill="${C.surface2}"/>
<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 1.1)}" fill="${C.surface2}"/>${avatar(x, y, r * 0.8, color)}`;
}

export const geosocial: Cover = () => {
  const spots = SPOTS.map((s) => {
    const foot = ground(CITY, s.x, s.z);
    const top = ground(CITY, s.x, s.z, s.lift);
    return { ...s, foot: foot.p, top: top.p, k: foot.k };
  });
  const beams = spots
    .map((s) => {
      const w = 0.22 * s.k;
      return `<ellipse cx="${num(s.foot[0])}" cy="${num(s.foot[1])}" rx="${num(w * 2.4)}" ry="${num(w * 0.9)}" fill="${s.color}" opacity=".55"/>
<path d="M${num(s.foot[0] - w)} ${num(s.foot[1])}L${num(s.top[0] - w * 0.3)} ${num(s.top[1])}H${num(s.top[0] + w * 0.3)}L${num(s.foot[0] + w)} ${num(s.foot[1])}Z" fill="url(#beam)" opacity=".8"/>`;
    })
    .join("");
  const links = [
    [0, 1],
    [1, 2],
    [1, 3],
    [3, 4],
    [2, 4],
  ]
    .map(([a, b]) => {
      const p = spots[a!]!.top;
      const q = spots[b!]!.top;
      return `M${num(p[0])} ${num(p[1])}Q${num((p[0] + q[0]) / 2)} ${num(Math.min(p[1], q[1]) - 90)} ${num(q[0])} ${num(q[1])}`;
    })
    .join("");
  const bubbles = [...spots]
    .sort((a, b) => b.z - a.z)
    .map((s) => `${glow(s.top[0], s.top[1], 0.7 * s.k, s.color === C.accent ? "gold" : "teal", 0.5)}${bubble(s.top[0], s.top[1] - 0.5 * s.k, 0.42 * s.k, s.color)}`)
    .join("");
  return stage(
    [
      { x: 0.65, y: 0.1, r: 0.5, color: "teal", strength: 0.35 },
      { x: 0.55, y: 0.7, r: 0.4, color: "gold", strength: 0.25 },
    ],
    `${groundCity(CITY, "geosocial", isHero() ? 14 : 10, 2.2, 18, 1.4, 0.1)}
<rect ${isHero() ? `x="${shown().x0}" ` : ""}width="${shown().x1 - shown().x0}" height="${H}" fill="url(#horizonFade)"/>
${beams}<path d="${links}" fill="none" stroke="${C.accent}" stroke-opacity=".75" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>${bubbles}`,
    `<linearGradient id="horizonFade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.bg}"/><stop offset=".32" stop-color="${C.bg}" stop-opacity=".0"/></linearGradient>
<linearGradient id="beam" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${C.tealLight}" stop-opacity=".7"/><stop offset="1" stop-color="${C.tealLight}" stop-opacity="0"/></linearGradient>`,
  );
};

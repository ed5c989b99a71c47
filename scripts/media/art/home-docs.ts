// The networking layer's four pictures on the home page (960 x 720, no words): the Anchor station,
// Proof of Networking's tiers of friends, Spatial Fusion Rank, and the MPC wallet's flow.
import { D, doc } from "../kit/defs.ts";
import type { ImageJob } from "../kit/jobs.ts";
import { type Light, avatar, backdrop, checkBadge, glow, logoMark, shadow } from "../kit/shapes.ts";
import { type Iso, iso } from "../kit/space.ts";
import { C, ngon, num, poly, rng } from "../kit/svg.ts";
import { isoBox, isoTile, starPath } from "./objects.ts";
import { walletFlow } from "./wallet-flow.ts";

const W = 960;
const H = 720;
const frame = (lights: Light[], art: string, defs = "") => doc(W, H, `${backdrop(W, H, lights, 0.7)}${art}`, defs);
/** The grid of the isometric scenes: GRID x GRID world units around the picture's centre. */
const GRID = 8;

/** A small gold token (hexagon with the logo), centred at (x, y). */
function token(x: number, y: number, r: number): string {
  return `${glow(x, y, r * 2.4, "gold", 0.6)}<path d="${poly(ngon(x, y + r * 0.12, r), true)}" fill="${C.goldDeep}"/><path d="${poly(ngon(x, y, r), true)}" fill="url(#${D.gold})"/>${logoMark(x, y, r * 1.05, C.accentInk, C.accentInk)}`;
}

/** Anchor: a connectivity station in the city, turning the buildings around it into tokens. */
function anchor(): string {
  const v: Iso = { ox: W / 2, oy: 170, unit: 56 };
  const r = rng("anchor");
  let tiles = "";
  for (let x = 0; x < GRID; x++) for (let z = 0; z < GRID; z++) tiles += isoTile(v, x + 0.08, z + 0.08, 0.84, 0.84, r() < 0.25 ? "#263666" : C.surface2);
  const assets: [number, number, number][] = [
    [1.2, 1.6, 1.4],
    [5.8, 1.2, 2.2],
    [1.4, 5.6, 1.8],
    [5.9, 5.8, 1.2],
  ];
  const station = { x: 3.7, z: 3.7, h: 4.4 };
  const top = iso(v, station.x + 0.3, station.h + 0.4, station.z + 0.3);
  const scene = [
    ...assets.map(([x, z, h]) => ({ depth: x + z, svg: isoBox(v, x, z, 1.1, 1.1, h, "#34477f", C.surface, "#22305c") })),
    { depth: station.x + station.z, svg: isoBox(v, station.x, station.z, 0.6, 0.6, station.h, C.tealLight, C.tealDeep, C.teal) },
  ]
    .sort((a, b) => a.depth - b.depth)
    .map((s) => s.svg)
    .join("");
  const tokens = assets
    .map(([x, z, h]) => {
      const p = iso(v, x + 0.55, h + 1.3, z + 0.55);
      return `<path d="M${num(p[0])} ${num(p[1])}Q${num((p[0] + top[0]) / 2)} ${num(Math.min(p[1], top[1]) - 60)} ${num(top[0])} ${num(top[1])}" fill="none" stroke="${C.tealLight}" stroke-opacity=".7" stroke-width="3" stroke-dasharray="3 10" stroke-linecap="round"/>${token(p[0], p[1], 34)}`;
    })
    .join("");
  const rings = [60, 110, 160]
    .map(
      (rx, i) =>
        `<ellipse cx="${num(top[0])}" cy="${num(top[1] + 10)}" rx="${rx}" ry="${rx * 0.5}" fill="none" stroke="${C.tealLight}" stroke-opacity="${0.7 - i * 0.2}" stroke-width="3"/>`,
    )
    .join("");
  return frame(
    [
      { x: 0.5, y: 0.35, r: 0.5, color: "teal", strength: 0.45 },
      { x: 0.2, y: 0.9, r: 0.4, color: "gold", strength: 0.25 },
    ],
    `${tiles}${scene}${rings}${glow(top[0], top[1], 90, "white", 0.8)}<circle cx="${num(top[0])}" cy="${num(top[1])}" r="16" fill="#fff"/>${tokens}`,
  );
}

/** Proof of Networking: a person, the friends who vouch for them, and their friends in turn, standing on rings. */
function pon(): string {
  const cx = W / 2;
  const cy = 440;
  const tiers = [
    { rx: 240, ry: 96, n: 3, r: 46, color: C.teal },
    { rx: 410, ry: 190, n: 6, r: 32, color: C.muted },
  ];
  const floor = tiers
    .map(
      (t, i) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${t.rx}" ry="${t.ry}" fill="${C.teal}" fill-opacity="${0.08 - i * 0.03}" stroke="${C.teal}" stroke-opacity="${0.45 - i * 0.15}" stroke-width="3"/>`,
    )
    .join("");
  const at = (t: (typeof tiers)[number], i: number, turn: number) => {
    const a = (i / t.n) * Math.PI * 2 + turn;
    return [cx + t.rx * Math.cos(a), cy + t.ry * Math.sin(a)] as [number, number];
  };
  const inner = Array.from({ length: 3 }, (_, i) => at(tiers[0]!, i, -Math.PI / 6));
  const outer = Array.from({ length: 6 }, (_, i) => at(tiers[1]!, i, 0));
  const lift = (p: [number, number], r: number): [number, number] => [p[0], p[1] - r * 1.3];
  const nearest = (p: [number, number], list: [number, number][]) => list.reduce((a, b) => (Math.hypot(b[0] - p[0], b[1] - p[1]) < Math.hypot(a[0] - p[0], a[1] - p[1]) ? b : a));
  const links =
    inner.map((p) => `<path d="${poly([lift(p, 46), [cx, cy - 90]])}" stroke="${C.tealLight}" stroke-width="5"/>`).join("") +
    outer.map((p) => `<path d="${poly([lift(p, 32), lift(nearest(p, inner), 46)])}" stroke="${C.muted}" stroke-opacity=".55" stroke-width="3" stroke-dasharray="6 8"/>`).join("");
  const people = [
    ...outer.map((p) => ({ y: p[1], svg: `${shadow(p[0], p[1], 30, 8)}${avatar(...lift(p, 32), 32, C.muted)}` })),
    ...inner.map((p) => ({ y: p[1], svg: `${shadow(p[0], p[1], 40, 10)}${avatar(...lift(p, 46), 46, C.teal)}${checkBadge(p[0] + 36, p[1] - 100, 16)}` })),
    { y: cy, svg: `${shadow(cx, cy, 60, 14)}${glow(cx, cy - 90, 150, "gold", 0.7)}${avatar(cx, cy - 90, 66, C.accent)}${checkBadge(cx + 52, cy - 146, 22, C.accent)}` },
  ]
    .sort((a, b) => a.y - b.y)
    .map((p) => p.svg)
    .join("");
  return frame([{ x: 0.5, y: 0.5, r: 0.5, color: "teal", strength: 0.45 }], `${floor}${links}${people}`);
}

/** Spatial Fusion Rank: places on a map rise by their rank; the highest is crowned in gold. */
function rank(): string {
  const v: Iso = { ox: W / 2, oy: 220, unit: 52 };
  const size = 7;
  const contours = [1, 2, 3, 4]
    .map((k) => {
      const pts = Array.from({ length: 40 }, (_, i) => {
        const a = (i / 40) * Math.PI * 2;
        return iso(v, 3.5 + k * 0.8 * Math.cos(a), 0, 3.5 + k * 0.8 * Math.sin(a));
      });
      return `<path d="${poly(pts, true)}" fill="none" stroke="${C.teal}" stroke-opacity="${0.4 - k * 0.07}" stroke-width="2.5"/>`;
    })
    .join("");
  const bars: [number, number, number][] = [
    [1, 1.2, 1.4],
    [4.6, 0.8, 2.2],
    [2.8, 3.1, 3.8],
    [5.2, 3.6, 1.8],
    [1.2, 4.8, 1.1],
    [3.8, 5.4, 2.6],
  ];
  const top = bars.reduce((a, b) => (b[2] > a[2] ? b : a));
  const drawn = [...bars]
    .sort((a, b) => a[0] + a[1] - (b[0] + b[1]))
    .map(([x, z, h]) => (h === top[2] ? isoBox(v, x, z, 0.9, 0.9, h, C.goldLight, C.goldDeep, C.accent) : isoBox(v, x, z, 0.9, 0.9, h, C.tealLight, C.tealDeep, C.teal)))
    .join("");
  const crown = iso(v, top[0] + 0.45, top[2] + 0.9, top[1] + 0.45);
  return frame(
    [
      { x: 0.5, y: 0.45, r: 0.5, color: "teal", strength: 0.4 },
      { x: 0.55, y: 0.2, r: 0.3, color: "gold", strength: 0.4 },
    ],
    `${isoTile(v, 0, 0, size, size, C.surface)}${isoTile(v, 0.15, 0.15, size - 0.3, size - 0.3, C.bg2)}${contours}${drawn}
${glow(crown[0], crown[1], 110, "gold", 0.8)}<path d="${starPath(crown[0], crown[1], 40)}" fill="url(#${D.gold})"/>`,
  );
}

export function homeDocJobs(): ImageJob[] {
  const job = (key: string, draw: () => string): ImageJob => ({ kind: "image", key, width: W, height: H, widths: [480, W], draw });
  return [
    job("home/doc-anchor", anchor),
    job("home/doc-pon", pon),
    job("home/doc-rank", rank),
    job("home/doc-wallet", () =>
      frame(
        [
          { x: 0.5, y: 0.5, r: 0.55, color: "teal", strength: 0.35 },
          { x: 0.5, y: 0.5, r: 0.25, color: "gold", strength: 0.35 },
        ],
        walletFlow(W, H),
      ),
    ),
  ];
}

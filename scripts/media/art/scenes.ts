// Two wide home pictures (960 x 600, no words): the VR/MR view of a street with the network laid over it,
// and the citizens of the world standing on a tilted map, linked across it.
import { D, doc } from "../kit/defs.ts";
import type { ImageJob } from "../kit/jobs.ts";
import { avatar, backdrop, checkBadge, coin, figure, glow } from "../kit/shapes.ts";
import { C, ngon, num, num2, poly, rng } from "../kit/svg.ts";
import { CITIES, landDots } from "../kit/world.ts";
import { iconAt } from "./icons.ts";

const W = 960;
const H = 600;
/** The street's vanishing point and its edges: road, kerbs and facade lines meet there. */
const VP = { x: 480, y: 250 } as const;
const ROAD = { half: 300, kerb: 430 } as const;

/** A point on the line from the vanishing point out to (x, y) at fraction t (0 = vanishing point). */
const toward = (x: number, y: number, t: number): [number, number] => [VP.x + (x - VP.x) * t, VP.y + (y - VP.y) * t];

function facade(side: 1 | -1): string {
  const r = rng(`vr-${side}`);
  const nearX = VP.x + side * ROAD.kerb;
  const near = [
    [nearX, H + 40],
    [nearX, -40],
  ] as const;
  const bands = [0.32, 0.45, 0.6, 0.8, 1.05];
  let windows = "";
  for (let b = 0; b < bands.length - 1; b++) {
    const t0 = bands[b]!;
    const t1 = bands[b + 1]!;
    for (let row = 0; row < 6; row++) {
      const y0 = -40 + (row / 6) * (H + 40);
      const y1 = y0 + (H + 40) / 6 - 14;
      const pts = [toward(nearX, y0, t0 + 0.02), toward(nearX, y0, t1 - 0.02), toward(nearX, y1, t1 - 0.02), toward(nearX, y1, t0 + 0.02)];
      const lit = r() < 0.22;
      windows += `<path d="${poly(pts, true)}" fill="${lit ? C.accent : C.surface2}" fill-opacity="${lit ? 0.55 : 0.8}"/>`;
    }
  }
  const wall = poly([toward(near[0][0], near[0][1], 0.3), [near[0][0], near[0][1]], [near[1][0], near[1][1]], toward(near[1][0], near[1][1], 0.3)], true);
  return `<path d="${wall}" fill="${side > 0 ? C.surface : C.bg2}"/>${windows}`;
}

/** Glass panel of the mixed-reality layer, with one of the Hub icons. */
function panel(x: number, y: number, w: number, h: number, skew: number, icon: "events" | "giveaways" | "tasks"): string {
  return `<g transform="translate(${x} ${y}) skewY(${skew})">${glow(w / 2, h / 2, w, "teal", 0.35)}<rect width="${w}" height="${h}" rx="18" fill="url(#${D.glass})" stroke="${C.tealLight}" stroke-opacity=".7" stroke-width="2.5"/>${iconAt(icon, w / 2 - 32, 18, 64)}
<rect x="20" y="${h - 34}" width="${w - 40}" height="10" rx="5" fill="${C.text}" opacity=".4"/></g>`;
}

function vr(): string {
  const road = poly([toward(VP.x - ROAD.half, H, 0.3), [VP.x - ROAD.half * 1.6, H + 40], [VP.x + ROAD.half * 1.6, H + 40], toward(VP.x + ROAD.half, H, 0.3)], true);
  const lane = [0.36, 0.46, 0.6, 0.8].map((t) => poly([toward(VP.x, H + 40, t), toward(VP.x, H + 40, t + 0.05)])).join("");
  const arrows = [0.5, 0.66, 0.86]
    .map((t) => {
      const [x, y] = toward(VP.x + 60, H + 40, t);
      const s = 60 * t;
      return `<path d="M${num(x - s)} ${num(y + s * 0.3)}L${num(x)} ${num(y - s * 0.2)}L${num(x + s)} ${num(y + s * 0.3)}" fill="none" stroke="${C.tealLight}" stroke-opacity="${num2(0.4 + t * 0.5)}" stroke-width="${num(4 + t * 6)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join("");
  const hud = [
    [40, 40, 1, 1],
    [W - 40, 40, -1, 1],
    [40, H - 40, 1, -1],
    [W - 40, H - 40, -1, -1],
  ]
    .map(([x, y, sx, sy]) => `<path d="M${x} ${y! + sy! * 50}V${y}H${x! + sx! * 50}" fill="none" stroke="${C.tealLight}" stroke-opacity=".6" stroke-width="4"/>`)
    .join("");
  const token = { x: 560, y: 180, r: 46 };
  return doc(
    W,
    H,
    `${backdrop(
      W,
      H,
      [
        { x: 0.5, y: 0.38, r: 0.45, color: "gold", strength: 0.35 },
        { x: 0.5, y: 0.2, r: 0.5, color: "teal", strength: 0.3 },
      ],
      0.5,
    )}
${facade(-1)}${facade(1)}<path d="${road}" fill="${C.bg2}"/><path d="${lane}" stroke="${C.muted}" stroke-opacity=".35" stroke-width="6"/>${arrows}
${panel(676, 150, 150, 150, -10, "events")}${panel(150, 190, 130, 130, 12, "giveaways")}
${glow(token.x, token.y, 120, "gold", 0.7)}<path d="${poly(ngon(token.x, token.y + 5, token.r), true)}" fill="${C.goldDeep}"/><path d="${poly(ngon(token.x, token.y, token.r), true)}" fill="url(#${D.gold})"/>${coin(token.x, token.y, 22, 1, false)}
${glow(340, 380, 90, "teal", 0.6)}${avatar(340, 380, 42, C.teal)}${checkBadge(372, 348, 15)}
<circle cx="${W / 2}" cy="${H / 2}" r="16" fill="none" stroke="${C.text}" stroke-opacity=".5" stroke-width="2"/>${hud}`,
  );
}

/** The world on a tilted board: screen rows from TOP to BOTTOM, scale growing from NEAR_K/FAR_K as a plane's does. */
const BOARD = { top: 110, bottom: 640, far: 0.72, near: 1.3, width: 980, lonMin: -135, lonMax: 160, latMax: 72, latMin: -48 } as const;

/** Longitude and latitude to the board: screen point and the scale there (1 = mid-board). */
function onBoard(lat: number, lon: number, lift = 0): { p: [number, number]; k: number } {
  const u = (lon - BOARD.lonMin) / (BOARD.lonMax - BOARD.lonMin);
  const v = (BOARD.latMax - lat) / (BOARD.latMax - BOARD.latMin);
  const k = BOARD.far * Math.pow(BOARD.near / BOARD.far, v);
  const y = BOARD.top + ((k - BOARD.far) / (BOARD.near - BOARD.far)) * (BOARD.bottom - BOARD.top);
  return { p: [W / 2 + (u - 0.5) * BOARD.width * k, y - lift * k * 60], k: k * 60 };
}

function citizen(): string {
  const r = rng("citizen");
  const dots = landDots(2.6)
    .map(([lat, lon]) => {
      const { p } = onBoard(lat, lon);
      return `M${num(p[0])} ${num(p[1])}h0`;
    })
    .join("");
  const cities = [CITIES.newYork, CITIES.saoPaulo, CITIES.lagos, CITIES.london, CITIES.istanbul, CITIES.mumbai, CITIES.jakarta, CITIES.seoul, CITIES.nairobi];
  const links = [
    [0, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 7],
    [2, 8],
    [1, 2],
    [0, 1],
    [5, 8],
  ]
    .map(([a, b]) => {
      const [la, oa] = cities[a!]!;
      const [lb, ob] = cities[b!]!;
      const p = onBoard(la, oa, 0.9).p;
      const q = onBoard(lb, ob, 0.9).p;
      return `M${num(p[0])} ${num(p[1])}Q${num((p[0] + q[0]) / 2)} ${num(Math.min(p[1], q[1]) - 70)} ${num(q[0])} ${num(q[1])}`;
    })
    .join("");
  const people = cities
    .map(([lat, lon], i) => {
      const { p, k } = onBoard(lat, lon);
      const color = i % 3 === 0 ? C.accent : C.teal;
      const crowd = [-0.22, 0.22, 0]
        .map((dx, j) => figure(p[0] + dx * k, p[1] + (j === 2 ? 0.08 * k : 0), (0.8 + r() * 0.25) * k * (j === 2 ? 1.1 : 0.9), color, j === 2 ? 1 : 0.75))
        .join("");
      return {
        y: p[1],
        svg: `<ellipse cx="${num(p[0])}" cy="${num(p[1])}" rx="${num(0.55 * k)}" ry="${num(0.22 * k)}" fill="url(#${color === C.accent ? D.glowGold : D.glowTeal})"/>${crowd}`,
      };
    })
    .sort((a, b) => a.y - b.y)
    .map((c) => c.svg)
    .join("");
  return doc(
    W,
    H,
    `${backdrop(
      W,
      H,
      [
        { x: 0.5, y: 0.3, r: 0.5, color: "teal", strength: 0.35 },
        { x: 0.3, y: 0.8, r: 0.4, color: "gold", strength: 0.25 },
      ],
      0.5,
    )}
<path d="${dots}" stroke="${C.tealLight}" stroke-opacity=".4" stroke-width="6" stroke-linecap="round"/>
<path d="${links}" fill="none" stroke="${C.accent}" stroke-opacity=".7" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>${people}
<rect width="${W}" height="${H}" fill="url(#boardHorizon)"/>`,
    `<linearGradient id="boardHorizon" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.bg}"/><stop offset=".22" stop-color="${C.bg}" stop-opacity="0"/></linearGradient>`,
  );
}

export function sceneJobs(): ImageJob[] {
  return [
    { kind: "image", key: "home/vr", width: W, height: H, widths: [480, W], draw: vr },
    { kind: "image", key: "home/citizen", width: W, height: H, widths: [480, W], draw: citizen },
  ];
}

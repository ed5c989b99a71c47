// Banners that carry HTML text on a calm side: the home page's Hub event banner and the blog's whitepaper
// banner, each wide (text on the left) and narrow (text on top). Art only, no words.
import { D, doc } from "../kit/defs.ts";
import type { ImageJob } from "../kit/jobs.ts";
import { type Light, backdrop, coin, confetti, glow, logoMark, shadow } from "../kit/shapes.ts";
import { C, num, rng } from "../kit/svg.ts";
import { place } from "../kit/text.ts";
import { calendar, gift, giftDefs, parachute, ticket } from "./objects.ts";

/** The calm share of each banner, kept dark for white and gold text: left 55% (wide) or top 50% (narrow). */
const CALM = { wide: 0.55, narrow: 0.5 } as const;

type Shape = "wide" | "narrow";
interface Banner {
  key: string;
  w: number;
  h: number;
  widths: number[];
  shape: Shape;
}
type At = { x: number; y: number; s: number; rot?: number };

/** Darkens the calm side so text over it keeps its contrast whatever the art does. */
function calmVeil(b: Banner): string {
  const [x2, y2] = b.shape === "wide" ? [1, 0] : [0, 1];
  const edge = CALM[b.shape];
  return `<linearGradient id="calm" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${C.bg}" stop-opacity=".97"/><stop offset="${edge}" stop-color="${C.bg}" stop-opacity=".9"/><stop offset="${edge + 0.08}" stop-color="${C.bg}" stop-opacity="0"/></linearGradient>`;
}

/** Faint meridians over the calm side: the brand's texture, too faint to cost text any contrast. */
function meridians(b: Banner): string {
  const r = b.shape === "wide" ? b.h * 1.1 : b.w * 0.7;
  const cx = b.shape === "wide" ? b.w * 0.18 : b.w * 0.5;
  const cy = b.shape === "wide" ? b.h * 0.5 : b.h * 0.05;
  const arcs = [0.25, 0.5, 0.75, 1].map((k) => `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r * k)}" ry="${num(r)}"/>`).join("");
  return `<g fill="none" stroke="${C.teal}" stroke-opacity=".05" stroke-width="3">${arcs}</g>`;
}

/** Where the Hub event's things go, per banner shape (banner pixels). */
const EVENT: Record<Shape, { calendar: At; ticket: At; gift: At; gift2: At; airdrop: At; coins: [number, number, number][]; confetti: [number, number, number, number] }> = {
  wide: {
    calendar: { x: 1680, y: 80, s: 1.12, rot: -6 },
    ticket: { x: 1900, y: 320, s: 1.1, rot: 10 },
    gift: { x: 1540, y: 560, s: 160 },
    gift2: { x: 2300, y: 560, s: 120 },
    airdrop: { x: 2270, y: 36, s: 160 },
    coins: [
      [1420, 190, 56],
      [2330, 380, 38],
    ],
    confetti: [1360, 0, 1020, 560],
  },
  narrow: {
    calendar: { x: 540, y: 392, s: 0.8, rot: -6 },
    ticket: { x: 760, y: 540, s: 0.78, rot: 10 },
    gift: { x: 360, y: 700, s: 130 },
    gift2: { x: 1160, y: 700, s: 100 },
    airdrop: { x: 1160, y: 370, s: 120 },
    coins: [
      [240, 520, 44],
      [1300, 610, 30],
    ],
    confetti: [120, 380, 1200, 320],
  },
};

/** The Hub event: a calendar with the day marked, the ticket in, gifts and an airdrop, confetti falling. */
function eventArt(shape: Shape): string {
  const l = EVENT[shape];
  const [cx, cy, cw, ch] = l.confetti;
  return `${glow(l.calendar.x + 160 * l.calendar.s, l.calendar.y + 200 * l.calendar.s, 460 * l.calendar.s, "gold", 0.5)}
${confetti(rng(`event-${shape}`), cx, cy, cw, ch, 60, 22 * l.ticket.s)}
${place({ x: l.calendar.x, y: l.calendar.y, scale: l.calendar.s, rotate: l.calendar.rot }, () => `${shadow(150, 330, 150, 20)}${calendar(300, 320, 17)}`)}
${place({ x: l.ticket.x, y: l.ticket.y, scale: l.ticket.s, rotate: l.ticket.rot }, () => `${shadow(190, 190, 170, 18, 0.6)}${ticket(380, 160)}`)}
${place({ x: l.gift.x, y: l.gift.y }, () => `${shadow(0, 0, l.gift.s * 0.6, 14)}${gift(l.gift.s, C.teal)}`)}
${place({ x: l.gift2.x, y: l.gift2.y }, () => `${shadow(0, 0, l.gift2.s * 0.6, 12)}${gift(l.gift2.s, C.accent, C.teal)}`)}
${place({ x: l.airdrop.x, y: l.airdrop.y }, () => parachute(l.airdrop.s))}
${l.coins.map(([x, y, r]) => coin(x, y, r, 0.8)).join("")}`;
}

/** How far the open page bows up at a distance x from the spine (0..300), halfway between its top and bottom edges,
 * and its slope there: the figures printed on it follow the paper. */
function pageBow(x: number): { dy: number; slope: number } {
  const t = Math.min(Math.max(x / 300, 0), 1);
  const [a, b, c] = [-29, -35, -11];
  const dy = 3 * (1 - t) ** 2 * t * a + 3 * (1 - t) * t ** 2 * b + t ** 3 * c;
  const d = 3 * (1 - t) ** 2 * a + 6 * (1 - t) * t * (b - a) + 3 * t ** 2 * (c - b);
  return { dy, slope: d / 300 };
}

/** The figures printed on the whitepaper's pages (ink on paper, no words), each around its own origin. */
const PRINT = C.bg;
const FIGURES = {
  /** The network: nodes and their links, two of them gold. */
  graph: () => {
    const nodes: [number, number, number, string][] = [
      [-70, -10, 11, C.tealDeep],
      [-30, -34, 9, PRINT],
      [0, 4, 15, C.goldDeep],
      [36, -30, 9, C.tealDeep],
      [70, 8, 11, PRINT],
      [-40, 30, 8, C.tealDeep],
      [34, 34, 9, C.goldDeep],
    ];
    const links = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [2, 5],
      [2, 6],
      [4, 6],
      [0, 5],
      [1, 3],
    ]
      .map(([i, j]) => `M${nodes[i!]![0]} ${nodes[i!]![1]}L${nodes[j!]![0]} ${nodes[j!]![1]}`)
      .join("");
    return `<path d="${links}" stroke="${PRINT}" stroke-opacity=".4" stroke-width="4"/>${nodes.map(([x, y, r, c]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`).join("")}`;
  },
  /** The coin and a donut of its shares. */
  coinShares: () => {
    const r = 21;
    const parts: [number, string][] = [
      [0.45, C.tealDeep],
      [0.3, C.goldDeep],
      [0.25, PRINT],
    ];
    let from = -Math.PI / 2;
    const arcs = parts
      .map(([share, c]) => {
        const to = from + share * Math.PI * 2 - 0.12;
        const d = `M${num(44 + r * Math.cos(from))} ${num(r * Math.sin(from))}A${r} ${r} 0 ${share > 0.5 ? 1 : 0} 1 ${num(44 + r * Math.cos(to))} ${num(r * Math.sin(to))}`;
        from = to + 0.12;
        return `<path d="${d}" fill="none" stroke="${c}" stroke-width="11"/>`;
      })
      .join("");
    return `${coin(-40, 0, 26, 1)}${arcs}`;
  },
  /** Growth: five bars on a baseline, the last in gold, and the trend over them. */
  chart: () => {
    const hs = [22, 34, 30, 48, 62];
    const bars = hs
      .map((h, i) => `<rect x="${-74 + i * 32}" y="${30 - h}" width="20" height="${h}" rx="4" fill="${i === 4 ? C.goldDeep : C.tealDeep}" fill-opacity="${i === 4 ? 1 : 0.75}"/>`)
      .join("");
    const trend = hs.map((h, i) => `${i ? "L" : "M"}${-64 + i * 32} ${30 - h - 10}`).join("");
    return `<path d="M-86 34H86" stroke="${PRINT}" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>${bars}
<path d="${trend}" fill="none" stroke="${PRINT}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>${hs.map((h, i) => `<circle cx="${-64 + i * 32}" cy="${30 - h - 10}" r="5" fill="${PRINT}"/>`).join("")}`;
  },
  /** The land: a map grid, a route walked across it, a pin where it ends. */
  map: () => {
    const grid = [-1, 1].map((k) => `M${k * 20} -26V26M-60 ${k * 9}H60`).join("");
    return `<rect x="-60" y="-26" width="120" height="52" rx="8" fill="${C.tealDeep}" fill-opacity=".12" stroke="${PRINT}" stroke-opacity=".4" stroke-width="3.5"/>
<path d="${grid}" stroke="${PRINT}" stroke-opacity=".18" stroke-width="2.5"/>
<path d="M-44 16C-24 -2 -8 22 14 4" fill="none" stroke="${C.tealDeep}" stroke-width="4.5" stroke-dasharray="1 9" stroke-linecap="round"/>
<path d="M28 6c-8-9-13-14-13-20a13 13 0 0 1 26 0c0 6-5 11-13 20z" fill="${C.goldDeep}"/><circle cx="28" cy="-14" r="4.5" fill="${C.text}"/>`;
  },
} as const;

/** Where each figure sits on its page: distance from the spine, height (on the page before it bows), scale. */
const PRINTED: { side: 1 | -1; fig: keyof typeof FIGURES; x: number; y: number; s: number }[] = [
  { side: -1, fig: "graph", x: 150, y: -124, s: 1.1 },
  { side: -1, fig: "coinShares", x: 150, y: -48, s: 0.95 },
  { side: 1, fig: "chart", x: 150, y: -120, s: 1 },
  { side: 1, fig: "map", x: 150, y: -48, s: 1.05 },
];

function printed(side: 1 | -1): string {
  return PRINTED.filter((f) => f.side === side)
    .map(({ fig, x, y, s }) => {
      const bow = pageBow(x);
      const deg = (Math.atan(bow.slope) * 180) / Math.PI;
      return `<g transform="translate(${num(side * x)} ${num(y + bow.dy)}) rotate(${num(side * deg)}) scale(${s})">${FIGURES[fig]()}</g>`;
    })
    .join("");
}

/** The whitepaper lying open, a hologram of the network (globe and its layers) rising out of it; spine at (0, 0).
 * Its pages carry figures, not lines of text: the network, the coin's shares, growth and the land. */
function whitepaper(): string {
  const page = (side: 1 | -1) => {
    const s = side;
    const d = `M0 0C${s * 90} -26 ${s * 200} -30 ${s * 300} -8L${s * 290} -210C${s * 190} -236 ${s * 90} -228 0 -196Z`;
    return `<path d="M0 16C${s * 90} -10 ${s * 200} -14 ${s * 306} 8L${s * 300} -8C${s * 200} -30 ${s * 90} -26 0 0Z" fill="${C.muted}"/><path d="${d}" fill="url(#paper${s > 0 ? "R" : "L"})"/>${printed(s)}`;
  };
  const globe = { y: -420, r: 110 };
  const wire =
    [0.3, 0.65, 1].map((k) => `<ellipse cx="0" cy="${globe.y}" rx="${num(globe.r * k)}" ry="${globe.r}"/>`).join("") +
    [-0.5, 0, 0.5]
      .map((k) => `<ellipse cx="0" cy="${num(globe.y + globe.r * k)}" rx="${num(globe.r * Math.sqrt(1 - k * k))}" ry="${num(globe.r * 0.18 * Math.sqrt(1 - k * k))}"/>`)
      .join("");
  const rings = [0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="0" cy="${globe.y + 40 + i * 70}" rx="${200 + i * 30}" ry="${40 + i * 6}" fill="none" stroke="${i === 1 ? C.accent : C.teal}" stroke-opacity="${0.75 - i * 0.15}" stroke-width="4"/>`,
    )
    .join("");
  return `${shadow(0, 30, 340, 30, 0.7)}<path d="M-60 -180L60 -180L180 -560H-180Z" fill="url(#holo)"/>
${page(-1)}${page(1)}${rings}${glow(0, globe.y, 220, "teal", 0.7)}
<g fill="none" stroke="${C.tealLight}" stroke-opacity=".8" stroke-width="3">${wire}</g>
<circle cx="0" cy="${globe.y}" r="54" fill="${C.bg2}" stroke="url(#${D.gold})" stroke-width="7"/>${logoMark(0, globe.y, 64)}`;
}

const WHITEPAPER: Record<Shape, At> = { wide: { x: 1860, y: 690, s: 1.05 }, narrow: { x: 720, y: 1090, s: 0.86 } };

function whitepaperArt(shape: Shape): string {
  const at = WHITEPAPER[shape];
  return `${glow(at.x, at.y - 380 * at.s, 520 * at.s, "teal", 0.45)}${confetti(rng(`whitepaper-${shape}`), at.x - 520 * at.s, at.y - 560 * at.s, 1040 * at.s, 520 * at.s, 20, 10)}
${place({ x: at.x, y: at.y, scale: at.s }, whitepaper)}`;
}

const whitepaperDefs = `<linearGradient id="paperL" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#c9d1e6"/><stop offset=".25" stop-color="${C.text}"/></linearGradient>
<linearGradient id="paperR" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c9d1e6"/><stop offset=".25" stop-color="${C.text}"/></linearGradient>
<linearGradient id="holo" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${C.tealLight}" stop-opacity=".45"/><stop offset="1" stop-color="${C.tealLight}" stop-opacity="0"/></linearGradient>`;

function banner(b: Banner, art: (shape: Shape) => string, defs: string): ImageJob {
  const lights: Light[] = b.shape === "wide" ? [{ x: 0.8, y: 0.5, r: 0.35, color: "teal", strength: 0.35 }] : [{ x: 0.5, y: 0.85, r: 0.6, color: "teal", strength: 0.35 }];
  return {
    kind: "image",
    key: b.key,
    width: b.w,
    height: b.h,
    widths: b.widths,
    draw: () => doc(b.w, b.h, `${backdrop(b.w, b.h, lights, 0.6)}${art(b.shape)}<rect width="${b.w}" height="${b.h}" fill="url(#calm)"/>${meridians(b)}`, calmVeil(b) + defs),
  };
}

export function bannerJobs(): ImageJob[] {
  return [
    banner({ key: "home/event-banner", w: 2400, h: 600, widths: [1200, 2400], shape: "wide" }, eventArt, giftDefs),
    banner({ key: "home/event-banner-narrow", w: 1440, h: 720, widths: [720, 1440], shape: "narrow" }, eventArt, giftDefs),
    banner({ key: "blog/banner", w: 2400, h: 800, widths: [1200, 2400], shape: "wide" }, whitepaperArt, whitepaperDefs),
    banner({ key: "blog/banner-narrow", w: 1440, h: 1152, widths: [720, 1440], shape: "narrow" }, whitepaperArt, whitepaperDefs),
  ];
}

// The MPC wallet's flow, left to right, nothing touching: three key shares made together (device, server,
// backup), each a glass medallion holding its third of a ring -> the thirds fly in on light trails and lock into one
// seal round the coin (the signature, made off-chain) -> the seal is stamped on a block of an isometric chain.
import { D, linear } from "../kit/defs.ts";
import { checkBadge, coin, glow, shadow } from "../kit/shapes.ts";
import type { Iso } from "../kit/space.ts";
import { C, num } from "../kit/svg.ts";
import { place } from "../kit/text.ts";
import { isoBox } from "./objects.ts";

/** The share medallions (left, on an arc), the seal (centre) and the chain (right), in a 960 x 720 picture. */
const SHARES = [
  { x: 170, y: 150 },
  { x: 120, y: 360 },
  { x: 170, y: 570 },
] as const;
const MEDAL_R = 70;
const SEAL = { x: 450, y: 360, r: 96 } as const;
const CHAIN: Iso = { ox: 690, oy: 300, unit: 56 };
const SHARE_COLORS = [C.teal, C.accent, C.text] as const;

/** An arc of radius r round (cx, cy) from angle a0 to a1 (radians, clockwise). */
function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const pt = (a: number) => `${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`;
  return `M${pt(a0)}A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${pt(a1)}`;
}
/** Where third k of the ring starts and ends (radians), with a small gap between thirds. */
const third = (k: number): [number, number] => [(k / 3) * Math.PI * 2 - Math.PI / 2 + 0.09, ((k + 1) / 3) * Math.PI * 2 - Math.PI / 2 - 0.09];

/** Device glyphs on a 60 px box centred at (0, 0): phone, server, backup vault. */
const DEVICES = [
  `<rect x="-20" y="-30" width="40" height="60" rx="9" fill="none" stroke="${C.text}" stroke-width="5"/><rect x="-7" y="-24" width="14" height="4" rx="2" fill="${C.text}"/>`,
  `<rect x="-28" y="-28" width="56" height="24" rx="6" fill="none" stroke="${C.text}" stroke-width="5"/><rect x="-28" y="4" width="56" height="24" rx="6" fill="none" stroke="${C.text}" stroke-width="5"/><circle cx="16" cy="-16" r="4" fill="${C.teal}"/><circle cx="16" cy="16" r="4" fill="${C.teal}"/>`,
  `<rect x="-28" y="-26" width="56" height="52" rx="8" fill="none" stroke="${C.text}" stroke-width="5"/><circle r="12" fill="none" stroke="${C.text}" stroke-width="4"/><path d="M0 -12V-4M12 0H4" stroke="${C.text}" stroke-width="4"/>`,
];

/** A share: a glass medallion on its own glow, its device inside, its third of the ring held round it. */
function medallion(i: number): string {
  const { x, y } = SHARES[i]!;
  const color = SHARE_COLORS[i]!;
  const [a0, a1] = third(i);
  return `${shadow(x, y + MEDAL_R + 8, MEDAL_R * 0.8, 9, 0.5)}${glow(x, y, 130, i === 1 ? "gold" : "teal", 0.35)}
<circle cx="${x}" cy="${y}" r="${MEDAL_R}" fill="url(#${D.panel})"/><circle cx="${x}" cy="${y}" r="${MEDAL_R}" fill="url(#${D.glass})" stroke="${color}" stroke-opacity=".5" stroke-width="2"/>
<path d="${arc(x, y, MEDAL_R - 18, -2.5, -1.2)}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4" stroke-linecap="round"/>
${place({ x, y, scale: 0.95 }, () => DEVICES[i]!)}
<path d="${arc(x, y, MEDAL_R + 22, a0, a1)}" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round"/>`;
}

/** A light trail from a medallion to the seal, brightening as it arrives. */
function trail(i: number): string {
  const { x, y } = SHARES[i]!;
  const x0 = x + MEDAL_R + 34;
  const x1 = SEAL.x - SEAL.r - 40;
  const y1 = SEAL.y + (y - SEAL.y) * 0.35;
  return `<path d="M${x0} ${y}C${x0 + 90} ${y + 30} ${x1 - 80} ${num(y1 - 20)} ${x1} ${num(y1)}" fill="none" stroke="url(#trail${i})" stroke-width="6" stroke-linecap="round"/>
<circle cx="${x1}" cy="${num(y1)}" r="7" fill="${SHARE_COLORS[i]}"/>`;
}

/** The signature: the three thirds locked into one seal round the coin, with a dial of ticks. */
function seal(): string {
  const { x, y, r } = SEAL;
  const ticks = Array.from({ length: 36 }, (_, k) => {
    const a = (k / 36) * Math.PI * 2;
    const r0 = r + (k % 3 ? 30 : 24);
    return `M${num(x + r0 * Math.cos(a))} ${num(y + r0 * Math.sin(a))}L${num(x + (r + 38) * Math.cos(a))} ${num(y + (r + 38) * Math.sin(a))}`;
  }).join("");
  const thirds = [0, 1, 2].map((k) => `<path d="${arc(x, y, r, ...third(k))}" fill="none" stroke="${SHARE_COLORS[k]}" stroke-width="26" stroke-linecap="round"/>`).join("");
  return `${glow(x, y, 250, "gold", 0.75)}<circle cx="${x}" cy="${y}" r="${r + 40}" fill="${C.ink}" opacity=".35"/>
<path d="${ticks}" stroke="${C.goldLight}" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>${thirds}
<circle cx="${x}" cy="${y}" r="${r - 20}" fill="none" stroke="${C.goldLight}" stroke-opacity=".35" stroke-width="2"/>${coin(x, y - 4, r - 34, 1)}`;
}

/** On chain: three blocks in a row, the signed one lit teal with the seal's tick above it. */
function chain(): string {
  const links = [0, 1].map((k) => isoBox(CHAIN, 1.1 + k * 1.6, 0.3, 0.5, 0.2, 0.25, C.muted, "#3a4160", C.surface2)).join("");
  const blocks = [0, 1, 2]
    .map((k) => (k === 1 ? isoBox(CHAIN, k * 1.6, 0, 1.1, 1.1, 1.1, C.tealLight, C.tealDeep, C.teal) : isoBox(CHAIN, k * 1.6, 0, 1.1, 1.1, 1.1, "#34477f", C.surface, "#22305c")))
    .join("");
  const [bx, by] = [CHAIN.ox + 1.6 * 0.866 * CHAIN.unit, CHAIN.oy + 0.3 * CHAIN.unit];
  return `${shadow(bx, by + 150, 190, 24, 0.5)}${glow(bx, by + 40, 170, "teal", 0.55)}${links}${blocks}${checkBadge(bx, by - 70, 30, C.accent)}`;
}

export function walletFlow(w: number, h: number): string {
  const bx = SEAL.x + SEAL.r + 52;
  const beam = `<rect x="${bx}" y="${SEAL.y - 4}" width="${CHAIN.ox - 10 - bx}" height="8" rx="4" fill="url(#sealBeam)"/>`;
  const defs = `<defs>${[0, 1, 2]
    .map((i) =>
      linear(
        `trail${i}`,
        [
          [0, SHARE_COLORS[i]!, 0],
          [1, SHARE_COLORS[i]!, 1],
        ],
        [0, 0, 1, 0],
      ),
    )
    .join("")}${linear(
    "sealBeam",
    [
      [0, C.accent, 0.9],
      [1, C.teal, 0.2],
    ],
    [0, 0, 1, 0],
  )}</defs>`;
  return `<g data-size="${w}x${h}">${defs}${[0, 1, 2].map(trail).join("")}${[0, 1, 2].map(medallion).join("")}${beam}${seal()}${chain()}</g>`;
}

// The MPC wallet's flow, left to right, nothing touching: three key shares made together (device, server,
// backup) -> signed off-chain into one signature -> verified on chain. Icons only, no words.
import { D } from "../kit/defs.ts";
import { glow, shadow } from "../kit/shapes.ts";
import { C, num } from "../kit/svg.ts";
import { place } from "../kit/text.ts";
import { shield } from "./objects.ts";

/** Column centres and the share rows, in a 960 x 720 picture. */
const COL = { shares: 180, sign: 510, verify: 790 } as const;
const ROWS = [190, 360, 530] as const;
const TILE = { w: 200, h: 130, r: 30 } as const;
const SIGN_R = 74;
/** Clearance between a connector's end and the shape it points at. */
const CLEAR = 16;
const SHARE_COLORS = [C.teal, C.accent, C.text] as const;

/** A third of a ring: share `i` of 3, filled in its colour, the other two hollow. */
function shareRing(cx: number, cy: number, r: number, i: number | "all"): string {
  return [0, 1, 2]
    .map((k) => {
      const a0 = (k / 3) * Math.PI * 2 - Math.PI / 2 + 0.08;
      const a1 = ((k + 1) / 3) * Math.PI * 2 - Math.PI / 2 - 0.08;
      const on = i === "all" || i === k;
      const d = `M${num(cx + r * Math.cos(a0))} ${num(cy + r * Math.sin(a0))}A${r} ${r} 0 0 1 ${num(cx + r * Math.cos(a1))} ${num(cy + r * Math.sin(a1))}`;
      return `<path d="${d}" fill="none" stroke="${on ? SHARE_COLORS[k] : C.muted}" stroke-opacity="${on ? 1 : 0.25}" stroke-width="${num(r * 0.34)}" stroke-linecap="round"/>`;
    })
    .join("");
}

/** Device glyphs on a 60 px box centred at (0, 0): phone, server, backup vault. */
const DEVICES = [
  `<rect x="-20" y="-30" width="40" height="60" rx="9" fill="none" stroke="${C.text}" stroke-width="5"/><rect x="-7" y="-24" width="14" height="4" rx="2" fill="${C.text}"/>`,
  `<rect x="-28" y="-28" width="56" height="24" rx="6" fill="none" stroke="${C.text}" stroke-width="5"/><rect x="-28" y="4" width="56" height="24" rx="6" fill="none" stroke="${C.text}" stroke-width="5"/><circle cx="16" cy="-16" r="4" fill="${C.teal}"/><circle cx="16" cy="16" r="4" fill="${C.teal}"/>`,
  `<rect x="-28" y="-26" width="56" height="52" rx="8" fill="none" stroke="${C.text}" stroke-width="5"/><circle r="12" fill="none" stroke="${C.text}" stroke-width="4"/><path d="M0 -12V-4M12 0H4" stroke="${C.text}" stroke-width="4"/>`,
];

function shareTile(i: number, y: number): string {
  const x = COL.shares - TILE.w / 2;
  return `${shadow(COL.shares, y + TILE.h / 2 + 6, TILE.w * 0.4, 10, 0.5)}
<rect x="${x}" y="${y - TILE.h / 2}" width="${TILE.w}" height="${TILE.h}" rx="${TILE.r}" fill="url(#${D.panel})" stroke="${SHARE_COLORS[i]}" stroke-opacity=".55" stroke-width="3"/>
${place({ x: x + 56, y }, () => DEVICES[i]!)}${shareRing(x + TILE.w - 58, y, 28, i)}`;
}

/** A connector from a share tile to the signature, ending short of it with an arrowhead. */
function converge(y: number, color: string): string {
  const x0 = COL.shares + TILE.w / 2 + CLEAR;
  const x1 = COL.sign - SIGN_R - CLEAR - 10;
  const y1 = 360 + (y - 360) * 0.28;
  return `<path d="M${x0} ${y}C${x0 + 90} ${y} ${x1 - 90} ${num(y1)} ${x1} ${num(y1)}" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round"/>
<path d="M${x1 - 4} ${num(y1 - 10)}L${x1 + 10} ${num(y1)}L${x1 - 4} ${num(y1 + 10)}Z" fill="${color}"/>`;
}

/** Off-chain signing: the three shares close into one ring around a pen nib. */
function signature(): string {
  const { sign: cx } = COL;
  const cy = 360;
  const nib = `<path d="M0 -34L22 0 8 30H-8L-22 0Z" fill="${C.accentInk}"/><circle cy="2" r="6" fill="${C.accent}"/><path d="M0 8V28" stroke="${C.accent}" stroke-width="3"/>`;
  return `${glow(cx, cy, 170, "gold", 0.7)}${shareRing(cx, cy, SIGN_R + 2, "all")}<circle cx="${cx}" cy="${cy}" r="${SIGN_R - 22}" fill="url(#${D.gold})"/>${place({ x: cx, y: cy }, () => nib)}`;
}

/** On-chain verification: a shield with a tick above a short chain of blocks. */
function verification(): string {
  const cx = COL.verify;
  const blocks = [-1, 0, 1]
    .map(
      (k) =>
        `<rect x="${cx + k * 70 - 24}" y="520" width="48" height="48" rx="10" fill="${k === 0 ? C.teal : C.surface2}" stroke="${C.tealLight}" stroke-opacity=".5" stroke-width="2"/>`,
    )
    .join("");
  return `${glow(cx, 340, 170, "teal", 0.6)}${place({ x: cx, y: 340 }, () => shield(210))}
<path d="M${cx - 46} 544H${cx - 24}M${cx + 24} 544H${cx + 46}" stroke="${C.tealLight}" stroke-opacity=".6" stroke-width="4"/>${blocks}`;
}

export function walletFlow(w: number, h: number): string {
  const dkg = `<rect x="${COL.shares - TILE.w / 2 - 26}" y="${ROWS[0] - TILE.h / 2 - 26}" width="${TILE.w + 52}" height="${ROWS[2] - ROWS[0] + TILE.h + 52}" rx="${TILE.r + 20}" fill="none" stroke="${C.teal}" stroke-opacity=".35" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round"/>`;
  const arrowX0 = COL.sign + SIGN_R + CLEAR + 8;
  const arrowX1 = COL.verify - 105 - CLEAR;
  const toChain = `<path d="M${arrowX0} 360H${arrowX1 - 10}" stroke="${C.accent}" stroke-width="5" stroke-linecap="round"/><path d="M${arrowX1 - 14} 350L${arrowX1} 360L${arrowX1 - 14} 370Z" fill="${C.accent}"/>`;
  return `<g data-size="${w}x${h}">${dkg}${ROWS.map((y, i) => shareTile(i, y)).join("")}${ROWS.map((y, i) => converge(y, SHARE_COLORS[i]!)).join("")}${signature()}${toChain}${verification()}</g>`;
}

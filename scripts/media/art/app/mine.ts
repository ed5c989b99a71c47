// The tap-to-mine screen: balance, the gold logo button inside its session ring, streak, and friends nearby.
import { D } from "../../kit/defs.ts";
import { avatar, coin, glow } from "../../kit/shapes.ts";
import { C, num } from "../../kit/svg.ts";
import { textWidth } from "../../kit/text.ts";
import { flatMap } from "../map.ts";
import type { MineStrings } from "./strings.ts";
import { PAD, SCREEN, STATUS_H, TYPE, type Typeface, card, label, chip, glyph, ink, navBar, statusBar, upright } from "./ui.ts";

const W = SCREEN.w;
const BALANCE = { y: STATUS_H + 16, h: 178 };
const BUTTON = { cy: 508, r: 138, ring: 188, progress: 0.64 };
const LABELS = { tap: 772, left: 822 };
const CHIPS_Y = 858;
const MAP = { y: 996, h: 124 };

function balance(face: Typeface, s: MineStrings): string {
  const { y, h } = BALANCE;
  const today = chip(face, W - PAD - 24, y + 24, s.today, C.teal, "end");
  return `${card(PAD, y, W - 2 * PAD, h)}
${label(face, PAD + 28, y + 58, s.balanceLabel, ink(face, TYPE.small, C.muted, 500))}
${today.svg}
${upright(face, PAD + 52, coin(PAD + 52, y + 122, 24, 1, false))}
${label(face, PAD + 92, y + 146, s.balance, ink(face, TYPE.display, C.text, 800))}`;
}

/** The gold logo button inside the session ring (teal arc = time mined so far). */
function button(): string {
  const cx = W / 2;
  const { cy, r, ring, progress } = BUTTON;
  const a = progress * Math.PI * 2 - Math.PI / 2;
  const end = [cx + ring * Math.cos(a), cy + ring * Math.sin(a)];
  const arc = `M${cx} ${cy - ring}A${ring} ${ring} 0 ${progress > 0.5 ? 1 : 0} 1 ${num(end[0]!)} ${num(end[1]!)}`;
  return `${glow(cx, cy, ring * 1.5, "gold", 0.55)}
<circle cx="${cx}" cy="${cy}" r="${ring}" fill="none" stroke="${C.surface2}" stroke-width="16"/>
<path d="${arc}" fill="none" stroke="url(#${D.teal})" stroke-width="16" stroke-linecap="round"/>
<circle cx="${num(end[0]!)}" cy="${num(end[1]!)}" r="14" fill="${C.tealLight}"/>
<circle cx="${cx}" cy="${cy}" r="${r + 22}" fill="none" stroke="${C.accent}" stroke-opacity=".35" stroke-width="3"/>
${coin(cx, cy - 6, r, 1)}`;
}

function labels(face: Typeface, s: MineStrings): string {
  const clock = 40 + 12;
  const start = W / 2 - (clock + textWidth(s.sessionLeft, TYPE.small, 500)) / 2;
  const left = label(face, start + clock, LABELS.left, s.sessionLeft, ink(face, TYPE.small, C.muted, 500));
  return `${label(face, W / 2, LABELS.tap, s.tap, ink(face, TYPE.h2 + 4, C.accent, 800, "middle"))}${glyph.clock(start, LABELS.left - 30)}${left}`;
}

function chips(face: Typeface, s: MineStrings): string {
  const streak = chip(face, PAD + 56, CHIPS_Y, s.streak, C.accent);
  const boost = chip(face, W - PAD, CHIPS_Y, s.boosting, C.teal, "end");
  return `${glyph.flame(PAD + 8, CHIPS_Y + 4)}${streak.svg}${glyph.people(W - PAD - boost.w - 42, CHIPS_Y + 4)}${boost.svg}`;
}

/** Friends nearby: a map strip with avatars standing clear of everything else. */
function nearby(face: Typeface, s: MineStrings): string {
  const { y, h } = MAP;
  const people: [number, number, string][] = [
    [0.16, 0.5, C.teal],
    [0.42, 0.38, C.accent],
    [0.66, 0.6, C.teal],
    [0.88, 0.42, C.text],
  ];
  const mapW = W - 2 * PAD;
  return `${label(face, PAD, y - 22, s.nearby, ink(face, TYPE.body, C.text, 700))}
${label(face, W - PAD, y - 22, s.seeMap, ink(face, TYPE.small, C.teal, 600, "end"))}
${flatMap("mineMap", PAD, y, mapW, h, "mine-map")}
${people.map(([fx, fy, c]) => `${glow(PAD + fx * mapW, y + fy * h, 50, c === C.accent ? "gold" : "teal", 0.6)}${avatar(PAD + fx * mapW, y + fy * h, 30, c)}`).join("")}`;
}

export function mineScreen(face: Typeface, s: MineStrings): string {
  return `${glow(W / 2, BUTTON.cy, W, "teal", 0.12)}
${statusBar(face, s.time)}
${balance(face, s)}
${upright(face, W / 2, button())}
${labels(face, s)}
${chips(face, s)}
${nearby(face, s)}
${navBar("mine", face)}`;
}

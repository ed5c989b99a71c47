// The Hub screen: today's tasks, the next event, the Genesis lottery ticket, airdrops and giveaways.
import { D } from "../../kit/defs.ts";
import { avatar } from "../../kit/shapes.ts";
import { C } from "../../kit/svg.ts";
import { place } from "../../kit/text.ts";
import { iconAt } from "../icons.ts";
import { ticket } from "../objects.ts";
import type { HubStrings } from "./strings.ts";
import { GAP, PAD, SCREEN, STATUS_H, TYPE, type Typeface, card, label, checkbox, glyph, ink, navBar, statusBar } from "./ui.ts";

const W = SCREEN.w;
const INNER = W - 2 * PAD;
const HEADER_Y = STATUS_H + 66;
const TASKS = { y: 186, head: 70, row: 78 };
const EVENT_H = 150;
const LOTTERY_H = 172;
const TILE_H = 200;

/** Vertical positions of the blocks, top to bottom, GAP apart. */
function layout(taskCount: number) {
  const tasksH = TASKS.head + taskCount * TASKS.row + 10;
  const event = TASKS.y + tasksH + GAP;
  const lottery = event + EVENT_H + GAP;
  const tiles = lottery + LOTTERY_H + GAP;
  return { tasksH, event, lottery, tiles };
}

function tasks(face: Typeface, s: HubStrings, h: number): string {
  const { y, head, row } = TASKS;
  const rows = s.tasks
    .map((t, i) => {
      const ry = y + head + i * row;
      const line = i > 0 ? `<path d="M${PAD + 24} ${ry}H${W - PAD - 24}" stroke="${C.text}" stroke-opacity=".07" stroke-width="2"/>` : "";
      return `${line}${checkbox(PAD + 24, ry + 18, t.done)}
${label(face, PAD + 84, ry + 48, t.label, ink(face, TYPE.small, t.done ? C.muted : C.text, 500))}
${label(face, W - PAD - 24, ry + 48, t.reward, ink(face, TYPE.body, C.accent, 800, "end"))}`;
    })
    .join("");
  return `${card(PAD, y, INNER, h)}
${label(face, PAD + 24, y + 50, s.tasksTitle, ink(face, TYPE.body, C.text, 700))}
${label(face, W - PAD - 24, y + 50, s.tasksDone, ink(face, TYPE.small, C.teal, 700, "end"))}${rows}`;
}

function event(face: Typeface, s: HubStrings, y: number): string {
  const tile = 110;
  return `${card(PAD, y, INNER, EVENT_H)}
<rect x="${PAD + 20}" y="${y + 20}" width="${tile}" height="${tile}" rx="24" fill="${C.accent}" fill-opacity=".14" stroke="${C.accent}" stroke-opacity=".6" stroke-width="2"/>
${label(face, PAD + 20 + tile / 2, y + 60, s.eventMonth, ink(face, TYPE.small, C.accent, 700, "middle"))}
${label(face, PAD + 20 + tile / 2, y + 112, s.eventDay, ink(face, TYPE.title, C.text, 800, "middle"))}
${label(face, PAD + tile + 46, y + 66, s.eventTitle, ink(face, TYPE.h2 - 2, C.text, 700))}
${label(face, PAD + tile + 46, y + 108, s.eventWhen, ink(face, TYPE.small, C.muted, 500))}
${glyph.chevron(W - PAD - 56, y + EVENT_H / 2 - 20)}`;
}

function lottery(face: Typeface, s: HubStrings, y: number): string {
  const dark = C.accentInk;
  return `${place({ x: PAD, y }, () => ticket(INNER, LOTTERY_H, `url(#${D.gold})`, dark, false))}
${label(face, PAD + 36, y + 52, s.lotteryTitle, ink(face, TYPE.small, dark, 600))}
${label(face, PAD + 36, y + 104, s.lotteryTicket, ink(face, TYPE.title - 6, dark, 800))}
${label(face, PAD + 36, y + 146, s.lotteryDraw, ink(face, TYPE.small, dark, 500))}`;
}

function tiles(face: Typeface, s: HubStrings, y: number): string {
  const w = (INNER - GAP) / 2;
  const tile = (x: number, icon: "airdrops" | "giveaways", name: string, note: string) =>
    `${card(x, y, w, TILE_H)}${iconAt(icon, x + 22, y + 22, 68)}
${label(face, x + 24, y + 136, name, ink(face, TYPE.body, C.text, 700))}
${label(face, x + 24, y + 176, note, ink(face, TYPE.small, C.teal, 600))}`;
  return tile(PAD, "airdrops", s.airdrops, s.airdropsNote) + tile(PAD + w + GAP, "giveaways", s.giveaways, s.giveawaysNote);
}

export function hubScreen(face: Typeface, s: HubStrings): string {
  const l = layout(s.tasks.length);
  return `${statusBar(face, s.time)}
${label(face, PAD, HEADER_Y, s.title, ink(face, TYPE.title, C.text, 800))}
${avatar(W - PAD - 30, HEADER_Y - 16, 30, C.accent)}
${tasks(face, s, l.tasksH)}
${event(face, s, l.event)}
${lottery(face, s, l.lottery)}
${tiles(face, s, l.tiles)}
${navBar("hub")}`;
}

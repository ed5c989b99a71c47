// The Hub screen: today's tasks, the next event, the Genesis lottery ticket, airdrops and giveaways.
import { D } from "../../kit/defs.ts";
import { avatar, checkBadge, coin, logoMark } from "../../kit/shapes.ts";
import { C, num, rng } from "../../kit/svg.ts";
import { place } from "../../kit/text.ts";
import { iconAt } from "../icons.ts";
import { ticket } from "../objects.ts";
import type { HubStrings } from "./strings.ts";
import { GAP, PAD, SCREEN, STATUS_H, TYPE, type Typeface, card, label, checkbox, glyph, ink, navBar, ring, statusBar } from "./ui.ts";

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

/** What a far view draws for each task in place of its words: the task's icon and a hint of what it asks. */
const TASK_ICONS = [
  { glyph: glyph.share, color: C.accent, hint: (x: number, y: number) => logoMark(x + 18, y, 34, C.text, C.accent) },
  { glyph: glyph.personPlus, color: C.teal, hint: (x: number, y: number) => `${avatar(x + 16, y, 17, C.accent)}${avatar(x + 42, y, 17, C.teal)}` },
  {
    glyph: glyph.pin,
    color: C.accent,
    hint: (x: number, y: number) =>
      `<path d="M${x} ${y + 8}c20-22 40 10 62-10" fill="none" stroke="${C.muted}" stroke-width="4" stroke-dasharray="2 9" stroke-linecap="round"/><circle cx="${x + 70}" cy="${y - 4}" r="9" fill="none" stroke="${C.accent}" stroke-width="4"/>`,
  },
];

function tasks(face: Typeface, s: HubStrings, h: number): string {
  const { y, head, row } = TASKS;
  const rows = s.tasks
    .map((t, i) => {
      const ry = y + head + i * row;
      const line = i > 0 ? `<path d="M${PAD + 24} ${ry}H${W - PAD - 24}" stroke="${C.text}" stroke-opacity=".07" stroke-width="2"/>` : "";
      if (face.far) {
        const ic = TASK_ICONS[i % TASK_ICONS.length]!;
        const x = PAD + 84;
        const cy = ry + 38;
        const reward = t.done
          ? `<g opacity=".75">${coin(W - PAD - 44, cy, 18, 1, false)}</g>${checkBadge(W - PAD - 30, cy + 12, 11)}`
          : `<circle cx="${W - PAD - 44}" cy="${cy}" r="27" fill="${C.accent}" fill-opacity=".16"/>${coin(W - PAD - 44, cy, 18, 1, false)}`;
        return `${line}${checkbox(PAD + 24, ry + 18, t.done)}
<g opacity="${t.done ? 0.6 : 1}"><rect x="${x}" y="${cy - 24}" width="48" height="48" rx="14" fill="${ic.color}" fill-opacity=".16"/>${ic.glyph(x + 4, cy - 20, ic.color)}${ic.hint(x + 68, cy)}</g>${reward}`;
      }
      return `${line}${checkbox(PAD + 24, ry + 18, t.done)}
${label(face, PAD + 84, ry + 48, t.label, ink(face, TYPE.small, t.done ? C.muted : C.text, 500))}
${label(face, W - PAD - 24, ry + 48, t.reward, ink(face, TYPE.body, C.accent, 800, "end"))}`;
    })
    .join("");
  const done = s.tasks.filter((t) => t.done).length;
  const header = face.far
    ? `${iconAt("tasks", PAD + 18, y + 12, 48)}
${s.tasks.map((t, i) => `<circle cx="${W - PAD - 132 + i * 20}" cy="${y + 36}" r="6" fill="${t.done ? C.teal : C.muted}" fill-opacity="${t.done ? 1 : 0.45}"/>`).join("")}
${ring(W - PAD - 46, y + 36, 18, done / s.tasks.length, C.teal, 6)}`
    : `${label(face, PAD + 24, y + 50, s.tasksTitle, ink(face, TYPE.body, C.text, 700))}
${label(face, W - PAD - 24, y + 50, s.tasksDone, ink(face, TYPE.small, C.teal, 700, "end"))}`;
  return `${card(PAD, y, INNER, h)}
${header}${rows}`;
}

/** A far view's date: a little calendar page, its day in gold. */
function miniCalendar(x: number, y: number, size: number): string {
  const head = 34;
  const cells = Array.from({ length: 8 }, (_, k) => {
    const cx = x + 17 + (k % 4) * 20;
    const cy = y + head + 14 + Math.floor(k / 4) * 24;
    return `<rect x="${cx}" y="${cy}" width="14" height="14" rx="4" fill="${k === 5 ? C.accent : C.text}" fill-opacity="${k === 5 ? 1 : 0.28}"/>`;
  }).join("");
  return `<path d="M${x} ${y + head}V${y + 24}A24 24 0 0 1 ${x + 24} ${y}H${x + size - 24}A24 24 0 0 1 ${x + size} ${y + 24}V${y + head}Z" fill="${C.accent}" fill-opacity=".85"/>
<rect x="${x + 30}" y="${y - 6}" width="8" height="18" rx="4" fill="${C.text}"/><rect x="${x + size - 38}" y="${y - 6}" width="8" height="18" rx="4" fill="${C.text}"/>${cells}`;
}

function event(face: Typeface, s: HubStrings, y: number): string {
  const tile = 110;
  const box = `${card(PAD, y, INNER, EVENT_H)}
<rect x="${PAD + 20}" y="${y + 20}" width="${tile}" height="${tile}" rx="24" fill="${C.accent}" fill-opacity=".14" stroke="${C.accent}" stroke-opacity=".6" stroke-width="2"/>`;
  const x = PAD + tile + 46;
  if (face.far)
    return `${box}${miniCalendar(PAD + 20, y + 20, tile)}
${avatar(x + 24, y + 54, 24, C.teal)}${avatar(x + 62, y + 54, 24, C.accent)}${avatar(x + 100, y + 54, 24, C.text)}
<circle cx="${x + 140}" cy="${y + 54}" r="24" fill="${C.surface2}" stroke="${C.muted}" stroke-opacity=".5" stroke-width="2"/>${[-9, 0, 9].map((d) => `<circle cx="${x + 140 + d}" cy="${y + 54}" r="3.5" fill="${C.text}"/>`).join("")}
${glyph.clock(x, y + 88)}<rect x="${x + 52}" y="${y + 92}" width="62" height="32" rx="16" fill="${C.teal}" fill-opacity=".18"/><circle cx="${x + 70}" cy="${y + 108}" r="7" fill="${C.teal}"/><circle cx="${x + 70}" cy="${y + 108}" r="12" fill="none" stroke="${C.teal}" stroke-opacity=".5" stroke-width="2.5"/>
${glyph.chevron(W - PAD - 56, y + EVENT_H / 2 - 20)}`;
  return `${box}
${label(face, PAD + 20 + tile / 2, y + 60, s.eventMonth, ink(face, TYPE.small, C.accent, 700, "middle"))}
${label(face, PAD + 20 + tile / 2, y + 112, s.eventDay, ink(face, TYPE.title, C.text, 800, "middle"))}
${label(face, x, y + 66, s.eventTitle, ink(face, TYPE.h2 - 2, C.text, 700))}
${label(face, x, y + 108, s.eventWhen, ink(face, TYPE.small, C.muted, 500))}
${glyph.chevron(W - PAD - 56, y + EVENT_H / 2 - 20)}`;
}

/** A ticket's barcode, w x h at (x, y), its bars drawn from rng so every run draws the same. */
function barcode(x: number, y: number, w: number, h: number, color: string): string {
  const rand = rng("hub-barcode");
  let d = "";
  for (let at = x; at < x + w - 4;) {
    const bar = 2 + Math.floor(rand() * 3) * 2;
    d += `<rect x="${num(at)}" y="${y}" width="${bar}" height="${h}"/>`;
    at += bar + 3 + Math.floor(rand() * 3) * 2;
  }
  return `<g fill="${color}" fill-opacity=".75">${d}</g>`;
}

function lottery(face: Typeface, s: HubStrings, y: number): string {
  const dark = C.accentInk;
  const stub = place({ x: PAD, y }, () => ticket(INNER, LOTTERY_H, `url(#${D.gold})`, dark, false));
  if (face.far)
    return `${stub}
${logoMark(PAD + 60, y + 46, 40, dark, dark)}${[0, 1, 2].map((k) => `<circle cx="${PAD + 104 + k * 22}" cy="${y + 46}" r="7" fill="${dark}" fill-opacity="${k === 0 ? 0.8 : 0.3}"/>`).join("")}
${barcode(PAD + 38, y + 78, 270, 40, dark)}
${glyph.clock(PAD + 38, y + 126, dark)}${[0, 1, 2].map((k) => `<rect x="${PAD + 90 + k * 28}" y="${y + 138}" width="18" height="18" rx="5" fill="${dark}" fill-opacity="${k < 2 ? 0.75 : 0.2}"/>`).join("")}`;
  return `${stub}
${label(face, PAD + 36, y + 52, s.lotteryTitle, ink(face, TYPE.small, dark, 600))}
${label(face, PAD + 36, y + 104, s.lotteryTicket, ink(face, TYPE.title - 6, dark, 800))}
${label(face, PAD + 36, y + 146, s.lotteryDraw, ink(face, TYPE.small, dark, 500))}`;
}

function tiles(face: Typeface, s: HubStrings, y: number): string {
  const w = (INNER - GAP) / 2;
  /** A far view's status chip: one dot per live airdrop or new giveaway. */
  const dots = (x: number, n: number, c: string) =>
    `<rect x="${x}" y="${y + 146}" width="${28 + n * 22}" height="36" rx="18" fill="${c}" fill-opacity=".16"/>${Array.from({ length: n }, (_, k) => `<circle cx="${x + 25 + k * 22}" cy="${y + 164}" r="7" fill="${c}"/>`).join("")}`;
  const farAirdrops = (x: number) => `${[0, 1, 2].map((k) => coin(x + 40 + k * 34, y + 118, 14, 1, false)).join("")}${dots(x + 24, 2, C.teal)}`;
  const farGiveaways = (x: number) => `${avatar(x + 40, y + 118, 17, C.teal)}${avatar(x + 72, y + 118, 17, C.accent)}${dots(x + 24, 1, C.accent)}`;
  const tile = (x: number, icon: "airdrops" | "giveaways", name: string, note: string) =>
    `${card(x, y, w, TILE_H)}${iconAt(icon, x + 22, y + 22, 68)}
${
  face.far
    ? icon === "airdrops"
      ? farAirdrops(x)
      : farGiveaways(x)
    : `${label(face, x + 24, y + 136, name, ink(face, TYPE.body, C.text, 700))}
${label(face, x + 24, y + 176, note, ink(face, TYPE.small, C.teal, 600))}`
}`;
  return tile(PAD, "airdrops", s.airdrops, s.airdropsNote) + tile(PAD + w + GAP, "giveaways", s.giveaways, s.giveawaysNote);
}

/** A far view's title: the Hub's own four-square mark, one square in gold. */
function hubMark(x: number, y: number): string {
  return [0, 1, 2, 3]
    .map(
      (k) =>
        `<rect x="${x + (k % 2) * 28}" y="${y + Math.floor(k / 2) * 28}" width="22" height="22" rx="6" fill="${k === 1 ? C.accent : "none"}" stroke="${k === 1 ? C.accent : C.text}" stroke-width="4"/>`,
    )
    .join("");
}

export function hubScreen(face: Typeface, s: HubStrings): string {
  const l = layout(s.tasks.length);
  return `${statusBar(face, s.time)}
${face.far ? hubMark(PAD + 4, HEADER_Y - 42) : label(face, PAD, HEADER_Y, s.title, ink(face, TYPE.title, C.text, 800))}
${face.far ? `${glyph.bell(W - PAD - 122, HEADER_Y - 36)}<circle cx="${W - PAD - 92}" cy="${HEADER_Y - 30}" r="7" fill="${C.accent}" stroke="${C.bg}" stroke-width="3"/>` : ""}
${avatar(W - PAD - 30, HEADER_Y - 16, 30, C.accent)}
${tasks(face, s, l.tasksH)}
${event(face, s, l.event)}
${lottery(face, s, l.lottery)}
${tiles(face, s, l.tiles)}
${navBar("hub")}`;
}

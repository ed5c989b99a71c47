// The Hub page's art: the Hub screen in its phone, seen from afar, with its best parts pulled out towards us
// at a size that reads on a phone: the lottery ticket, the next event's date, a task done, an airdrop and a gift.
import { D, doc } from "../../kit/defs.ts";
import type { ImageJob } from "../../kit/jobs.ts";
import { backdrop, confetti, glow, shadow } from "../../kit/shapes.ts";
import { C, FONT, rng } from "../../kit/svg.ts";
import { place, text } from "../../kit/text.ts";
import { gift, giftDefs, parachute, ticket } from "../objects.ts";
import { hubScreen } from "./hub.ts";
import { EN, type HubStrings } from "./strings.ts";
import { type Typeface, checkbox, ink, phone, phoneDefs } from "./ui.ts";

const W = 960;
const H = 720;
/** Shown 460 CSS px wide on desktop and full width (about 340 CSS px) on phones. */
const SHOWN_AT = 340;
const PHONE_AT = { x: 520, y: 56, scale: 0.6, rotate: 9 };
const TICKET = { x: 64, y: 404, w: 500, h: 196, rotate: -7 };
const DATE = { x: 150, y: 92, size: 196, rotate: -5 };
const TASK = { x: 318, y: 236, w: 250, h: 92 };

function dateTile(face: Typeface, s: HubStrings): string {
  const { size } = DATE;
  return `${shadow(size / 2, size + 10, size * 0.45, 14)}
<rect width="${size}" height="${size}" rx="40" fill="url(#${D.panel})" stroke="${C.accent}" stroke-opacity=".7" stroke-width="3"/>
<path d="M0 64V40A40 40 0 0 1 40 0H${size - 40}A40 40 0 0 1 ${size} 40V64Z" fill="url(#${D.gold})"/>
${text(size / 2, 48, s.eventMonth, ink(face, 40, C.accentInk, 800, "middle"))}
${text(size / 2, 160, s.eventDay, ink(face, 92, C.text, 800, "middle"))}`;
}

function lotteryTicket(face: Typeface, s: HubStrings): string {
  const { w, h } = TICKET;
  return `${shadow(w / 2, h + 16, w * 0.45, 20, 0.7)}${ticket(w, h, `url(#${D.gold})`, C.accentInk, false)}
${text(40, 78, s.lotteryTitle, ink(face, 40, C.accentInk, 600))}
${text(40, 148, s.lotteryTicket.replace(/^\D+/, "#"), ink(face, 72, C.accentInk, 800))}`;
}

function taskDone(face: Typeface, s: HubStrings): string {
  const done = s.tasks.find((t) => t.done) ?? s.tasks[0];
  const { w, h } = TASK;
  return `${shadow(w / 2, h + 8, w * 0.42, 12)}<rect width="${w}" height="${h}" rx="${h / 2}" fill="${C.surface2}" stroke="${C.teal}" stroke-opacity=".6" stroke-width="3"/>
${place({ x: 26, y: 20, scale: 1.3 }, () => checkbox(0, 0, true))}
${text(w - 34, 62, done?.reward ?? "", ink(face, 44, C.accent, 800, "end"))}`;
}

function hubArt(): string {
  const face: Typeface = { family: FONT };
  const s = EN.hub;
  const body = `${backdrop(W, H, [
    { x: 0.78, y: 0.3, r: 0.6, color: "teal", strength: 0.45 },
    { x: 0.2, y: 0.85, r: 0.55, color: "gold", strength: 0.4 },
  ])}
${confetti(rng("hub-art"), 40, 30, W - 80, 260, 26, 16)}
${shadow(PHONE_AT.x + 230, H - 10, 260, 40, 0.7)}
${place(PHONE_AT, () => phone(hubScreen({ family: FONT, far: true }, s)))}
${place({ x: 872, y: 36 }, () => `${glow(0, 110, 140, "gold", 0.45)}${parachute(132)}`)}
${place({ x: 840, y: 690 }, () => `${shadow(0, 0, 80, 14)}${gift(140)}`)}
${place({ x: DATE.x, y: DATE.y, rotate: DATE.rotate }, () => dateTile(face, s))}
${place({ x: TASK.x, y: TASK.y }, () => taskDone(face, s))}
${place({ x: TICKET.x, y: TICKET.y, rotate: TICKET.rotate }, () => lotteryTicket(face, s))}`;
  return doc(W, H, body, phoneDefs + giftDefs);
}

export function hubArtJobs(): ImageJob[] {
  return [{ kind: "image", key: "hub/hub-art", width: W, height: H, widths: [480, W], textShownAt: SHOWN_AT, draw: hubArt }];
}

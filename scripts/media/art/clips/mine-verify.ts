// Two stories of the app as it is used: a tap starts mining and coins fly into the balance;
// friends vouch for a newcomer one by one until they are verified.
import { D, doc } from "../../kit/defs.ts";
import { avatar, backdrop, checkBadge, coin, glow } from "../../kit/shapes.ts";
import { C, FONT, clamp01, ease, lerp, num, num2 } from "../../kit/svg.ts";
import { text } from "../../kit/text.ts";
import { STORY, type StoryFrame, loopFade } from "./common.ts";

const { w: W, h: H } = STORY;
const NUMBER = (size: number, fill: string, anchor: "start" | "middle" | "end" = "start") => ({ size, weight: 800, fill, anchor, family: FONT });

/** Tap to mine: where things are and when they happen (loop time). */
const MINE = { button: { x: 470, y: 360, r: 160, ring: 220 }, card: { x: 770, y: 210, w: 450, h: 250 }, tapAt: 0.1, coins: 12, start: 1271.9, gain: 12.5 } as const;

export const mineStory: StoryFrame = (t, numbers) => {
  const { button: b, card, tapAt } = MINE;
  const fade = loopFade(t);
  const press = t > tapAt && t < tapAt + 0.04 ? 0.93 : 1;
  const ripples = [0, 1, 2]
    .map((k) => {
      const p = clamp01((t - tapAt - k * 0.08) / 0.4);
      return p > 0 && p < 1
        ? `<circle cx="${b.x}" cy="${b.y}" r="${num(b.r + p * 220)}" fill="none" stroke="${C.accent}" stroke-opacity="${num2((1 - p) * 0.7)}" stroke-width="5"/>`
        : "";
    })
    .join("");
  let arrived = 0;
  const target = { x: card.x + 70, y: card.y + 96 };
  const flying = Array.from({ length: MINE.coins }, (_, i) => {
    const p = clamp01((t - tapAt - 0.03 - i * 0.035) / 0.22);
    if (p >= 1) arrived++;
    if (p <= 0 || p >= 1) return "";
    const e = ease(p);
    const x = lerp(b.x + (i % 2 ? 40 : -40), target.x, e);
    const y = lerp(b.y - 40, target.y, e) - Math.sin(e * Math.PI) * 160;
    return coin(x, y, 22, 0.8, false);
  }).join("");
  const progress = 0.35 + 0.3 * ease(t, tapAt, 0.7);
  const a = progress * Math.PI * 2 - Math.PI / 2;
  const arc = `M${b.x} ${b.y - b.ring}A${b.ring} ${b.ring} 0 ${progress > 0.5 ? 1 : 0} 1 ${num(b.x + b.ring * Math.cos(a))} ${num(b.y + b.ring * Math.sin(a))}`;
  const balance = (MINE.start + (MINE.gain * arrived) / MINE.coins).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const touch =
    t > tapAt - 0.05 && t < tapAt + 0.08 ? `<circle cx="${b.x + 40}" cy="${b.y + 30}" r="46" fill="#fff" opacity="${num2(0.35 * (1 - Math.abs(t - tapAt) / 0.08))}"/>` : "";
  /** The balance's week as a sparkline in the card's free corner, today's point rising as the coins come in
   * (and settling back as the loop fades out, so the seam has no jump). */
  const week = [0.3, 0.42, 0.36, 0.55, 0.5, 0.66, 0.66 + (0.3 * arrived * fade) / MINE.coins];
  const pts = week.map((v, i) => [card.x + 270 + i * 26, card.y + 214 - v * 60] as const);
  const last = pts[pts.length - 1]!;
  const spark = `<path d="M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}" fill="none" stroke="${C.teal}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
<path d="M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}V${card.y + 214}H${pts[0]![0]}Z" fill="${C.teal}" fill-opacity=".12"/><circle cx="${num(last[0])}" cy="${num(last[1])}" r="9" fill="${C.tealLight}"/>`;
  /** The balance and what the tap brought, in the clip; the poster (also a 112 px thumbnail) shows the card without them. */
  const words = numbers
    ? `<g opacity="${num2(fade)}">${text(card.x + 116, card.y + 118, balance, NUMBER(64, C.text))}${text(card.x + 40, card.y + 204, `+${((MINE.gain * arrived) / MINE.coins).toFixed(1)}`, NUMBER(52, C.teal))}</g>`
    : "";
  return doc(
    W,
    H,
    `${backdrop(
      W,
      H,
      [
        { x: 0.37, y: 0.5, r: 0.45, color: "gold", strength: 0.55 },
        { x: 0.8, y: 0.3, r: 0.4, color: "teal", strength: 0.35 },
      ],
      0.7,
    )}
<circle cx="${b.x}" cy="${b.y}" r="${b.ring}" fill="none" stroke="${C.surface2}" stroke-width="18"/><path d="${arc}" fill="none" stroke="url(#${D.teal})" stroke-width="18" stroke-linecap="round"/>
${ripples}<g transform="translate(${b.x} ${b.y}) scale(${press})">${coin(0, 0, b.r, 1)}</g>${touch}
<rect x="${card.x}" y="${card.y}" width="${card.w}" height="${card.h}" rx="32" fill="url(#${D.panel})" stroke="${C.text}" stroke-opacity=".12" stroke-width="2"/>
${coin(card.x + 70, card.y + 96, 30, 1, false)}${spark}${words}${flying}`,
  );
};

/** Verified by friends: five friends around a newcomer, three vouches needed. */
/** `turn` puts the five friends at 54° + 72° k: one straight above, none below where the count sits. */
const VERIFY = { cx: 640, cy: 330, rx: 430, ry: 215, friends: 5, needed: 3, first: 0.12, step: 0.12, turn: (54 * Math.PI) / 180 } as const;

export const verifyStory: StoryFrame = (t, numbers) => {
  const { cx, cy } = VERIFY;
  const fade = loopFade(t);
  let vouched = 0;
  const friends = Array.from({ length: VERIFY.friends }, (_, i) => {
    const ang = (i / VERIFY.friends) * Math.PI * 2 + VERIFY.turn;
    const x = cx + VERIFY.rx * Math.cos(ang);
    const y = cy + VERIFY.ry * Math.sin(ang);
    const start = VERIFY.first + i * VERIFY.step;
    const appear = ease(t, start - 0.08, start);
    const travel = clamp01((t - start) / 0.1);
    const vouches = i < VERIFY.needed + 1;
    if (vouches && travel >= 1) vouched++;
    const pulse =
      vouches && travel > 0 && travel < 1
        ? `${glow(lerp(x, cx, travel), lerp(y, cy, travel), 40, "teal", 0.9)}<circle cx="${num(lerp(x, cx, travel))}" cy="${num(lerp(y, cy, travel))}" r="12" fill="${C.tealLight}"/>`
        : "";
    const line =
      vouches && travel > 0
        ? `<path d="M${num(x)} ${num(y)}L${num(lerp(x, cx, travel))} ${num(lerp(y, cy, travel))}" stroke="${C.tealLight}" stroke-width="5" stroke-opacity=".8"/>`
        : "";
    const tick = vouches && travel >= 1 ? checkBadge((x + cx) / 2, (y + cy) / 2, 20) : "";
    return `<g opacity="${num2(appear * fade)}">${line}${tick}${avatar(x, y, 54, i % 2 ? C.accent : C.teal)}</g>${pulse}`;
  }).join("");
  const done =
    Math.min(vouched, VERIFY.needed) >= VERIFY.needed
      ? ease(t, VERIFY.first + (VERIFY.needed - 1) * VERIFY.step + 0.1, VERIFY.first + (VERIFY.needed - 1) * VERIFY.step + 0.16) * fade
      : 0;
  const count = `${Math.min(vouched, VERIFY.needed)}/${VERIFY.needed}`;
  const pill = numbers
    ? `<g opacity="${num2(fade)}"><rect x="${cx - 90}" y="${cy + 138}" width="180" height="76" rx="38" fill="${C.bg}" stroke="${done > 0 ? C.accent : C.teal}" stroke-width="3"/>${text(cx, cy + 196, count, NUMBER(52, done > 0 ? C.accent : C.text, "middle"))}</g>`
    : "";
  return doc(
    W,
    H,
    `${backdrop(W, H, [{ x: 0.5, y: 0.45, r: 0.5, color: "teal", strength: 0.5 }], 0.7)}
<ellipse cx="${cx}" cy="${cy}" rx="${VERIFY.rx}" ry="${VERIFY.ry}" fill="none" stroke="${C.teal}" stroke-opacity=".2" stroke-width="3" stroke-dasharray="4 12"/>
${friends}${glow(cx, cy, 200 + done * 80, "gold", 0.3 + done * 0.6)}${avatar(cx, cy, 100, C.muted)}<g opacity="${num2(done)}">${avatar(cx, cy, 100, C.accent)}</g>
<g opacity="${num2(done)}">${checkBadge(cx + 76, cy - 72, 34, C.accent)}</g>${pill}`,
  );
};

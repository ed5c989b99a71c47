// The app's own UI, drawn as vectors: the device frame, status and navigation bars, cards, chips and glyphs.
// Screen content is drawn in screen coordinates (0..SCREEN.w, 0..SCREEN.h) and placed into the frame.
import { D } from "../../kit/defs.ts";
import { logoMark } from "../../kit/shapes.ts";
import { C, num } from "../../kit/svg.ts";
import { type TextStyle, place, text, textWidth } from "../../kit/text.ts";

/** The device, in the 640 x 1280 source canvas. */
export const PHONE = { w: 640, h: 1280, x: 10, y: 6, bodyW: 620, bodyH: 1268, radius: 96, bezel: 14 } as const;
export const SCREEN = { x: PHONE.x + PHONE.bezel, y: PHONE.y + PHONE.bezel, w: PHONE.bodyW - 2 * PHONE.bezel, h: PHONE.bodyH - 2 * PHONE.bezel, radius: 82 } as const;
/** Horizontal padding of screen content, and the vertical rhythm. */
export const PAD = 36;
export const GAP = 20;
export const STATUS_H = 84;
export const NAV_H = 118;
/** The app's type scale (source px at 640 wide); the smallest (28) reads at 13 CSS px on a 300 CSS px phone. */
export const TYPE = { display: 72, title: 46, h2: 34, body: 30, small: 28 } as const;

/** The typeface of a render: English uses Inter; a localized render passes another family.
 * `far` is a screen seen from afar (the Hub page's art, shared by every language): it carries no words, so label()
 * draws nothing and the screen draws icons, avatars, rings and status dots where its words would be. */
export interface Typeface {
  family: string;
  far?: boolean;
  /** A right-to-left render: the screen is drawn mirrored (see mirrored()) and its labels read right to left. */
  rtl?: boolean;
}

/** A screen drawing for a right-to-left language: everything mirrored, as the app lays itself out in Arabic; the
 * labels are mirrored back by text() (their style carries rtl). */
export const mirrored = (face: Typeface, screen: string): string => (face.rtl ? `<g transform="matrix(-1 0 0 1 ${SCREEN.w} 0)">${screen}</g>` : screen);

/** Inside a mirrored screen, a drawing that must never flip (the logo, the coin, the NFT art, a ring that runs like a
 * clock) is mirrored back around its own centre line x: it keeps its mirrored place and its own face. */
export const upright = (face: Typeface | undefined, x: number, drawing: string): string => (face?.rtl ? `<g transform="matrix(-1 0 0 1 ${num(2 * x)} 0)">${drawing}</g>` : drawing);

/** A line of app text; nothing in a far view (whose screen draws its icons instead). */
export function label(face: Typeface, x: number, y: number, s: string, style: TextStyle): string {
  return face.far ? "" : text(x, y, s, style);
}

export const ink = (face: Typeface, size: number, fill: string, weight = 600, anchor: TextStyle["anchor"] = "start"): TextStyle => ({
  size,
  fill,
  weight,
  anchor,
  family: face.family,
  ...(face.rtl ? { rtl: true } : {}),
});

/** The device frame around a screen drawing. */
export function phone(screen: string): string {
  const { x, y, bodyW, bodyH, radius } = PHONE;
  const s = SCREEN;
  return `
<rect x="${x - 3}" y="${y + 170}" width="6" height="70" rx="3" fill="#3a4466"/><rect x="${x - 3}" y="${y + 270}" width="6" height="120" rx="3" fill="#3a4466"/>
<rect x="${x + bodyW - 3}" y="${y + 240}" width="6" height="150" rx="3" fill="#3a4466"/>
<rect x="${x}" y="${y}" width="${bodyW}" height="${bodyH}" rx="${radius}" fill="url(#phoneEdge)"/>
<rect x="${x + 4}" y="${y + 4}" width="${bodyW - 8}" height="${bodyH - 8}" rx="${radius - 4}" fill="${C.ink}"/>
<clipPath id="screenClip"><rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${s.radius}"/></clipPath>
<g clip-path="url(#screenClip)"><rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" fill="${C.bg}"/>${place({ x: s.x, y: s.y }, () => screen)}
<path d="M${s.x} ${s.y}h${s.w * 0.62}L${s.x} ${s.y + s.h * 0.42}Z" fill="#fff" opacity=".035"/></g>
<rect x="${s.w / 2 + s.x - 86}" y="${s.y + 16}" width="172" height="50" rx="25" fill="${C.ink}"/>`;
}

/** The frame's metal edge (a def the phone needs). */
export const phoneDefs = `<linearGradient id="phoneEdge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b668c"/><stop offset=".5" stop-color="#252e4d"/><stop offset="1" stop-color="#4a5478"/></linearGradient>`;

/** Time, signal and battery. */
export function statusBar(face: Typeface, time: string): string {
  const right = SCREEN.w - PAD - 14;
  const bars = [0, 1, 2, 3].map((i) => `<rect x="${right - 118 + i * 12}" y="${50 - i * 6}" width="8" height="${12 + i * 6}" rx="2" fill="${C.text}"/>`).join("");
  const icons = `${bars}
<path d="M${right - 62} 50a22 22 0 0 1 28 0M${right - 57} 56a14 14 0 0 1 18 0" fill="none" stroke="${C.text}" stroke-width="4" stroke-linecap="round"/><circle cx="${right - 48}" cy="62" r="3.5" fill="${C.text}"/>
<rect x="${right - 24}" y="44" width="38" height="20" rx="6" fill="none" stroke="${C.text}" stroke-opacity=".6" stroke-width="2.5"/><rect x="${right - 20}" y="48" width="26" height="12" rx="3" fill="${C.text}"/>`;
  // Signal, Wi-Fi and battery never mirror: in a right-to-left screen they move to the other side as they are.
  const centre = right - 52;
  const clock = face.far ? glyph.locate(PAD + 18, 34) : label(face, PAD + 22, 62, time, ink(face, TYPE.body, C.text, 700));
  return `${clock}${face.rtl ? `<g transform="matrix(-1 0 0 1 ${2 * centre} 0)">${icons}</g>` : icons}`;
}

export type NavTab = "mine" | "map" | "hub" | "me";
const NAV_TABS: NavTab[] = ["mine", "map", "hub", "me"];

/** The bottom tab bar: icons only, the current tab in gold. */
export function navBar(current: NavTab, face?: Typeface): string {
  const top = SCREEN.h - NAV_H;
  const step = SCREEN.w / NAV_TABS.length;
  const glyphs = NAV_TABS.map((tab, i) => {
    const cx = step * (i + 0.5);
    const cy = top + 46;
    const c = tab === current ? C.accent : C.muted;
    const o = tab === current ? 1 : 0.7;
    const g =
      tab === "mine"
        ? upright(face, cx, logoMark(cx, cy, 40, c, c))
        : tab === "map"
          ? `<path d="M${cx} ${cy + 20}c-8-11-16-18-16-27a16 16 0 0 1 32 0c0 9-8 16-16 27z" fill="none" stroke="${c}" stroke-width="4"/><circle cx="${cx}" cy="${cy - 7}" r="5" fill="${c}"/>`
          : tab === "hub"
            ? [0, 1, 2, 3]
                .map(
                  (k) =>
                    `<rect x="${cx - 18 + (k % 2) * 20}" y="${cy - 18 + Math.floor(k / 2) * 20}" width="16" height="16" rx="4" fill="${k === 1 ? c : "none"}" stroke="${c}" stroke-width="3.5"/>`,
                )
                .join("")
            : `<circle cx="${cx}" cy="${cy - 8}" r="9" fill="none" stroke="${c}" stroke-width="4"/><path d="M${cx - 16} ${cy + 18}a16 14 0 0 1 32 0" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`;
    const dot = tab === current ? `<circle cx="${cx}" cy="${top + 86}" r="5" fill="${C.accent}"/>` : "";
    return `<g opacity="${o}">${g}</g>${dot}`;
  }).join("");
  return `<rect y="${top}" width="${SCREEN.w}" height="${NAV_H}" fill="${C.bg2}"/><path d="M0 ${top}H${SCREEN.w}" stroke="${C.text}" stroke-opacity=".08" stroke-width="2"/>${glyphs}
<rect x="${SCREEN.w / 2 - 70}" y="${SCREEN.h - 16}" width="140" height="6" rx="3" fill="${C.text}" opacity=".5"/>`;
}

/** A raised card. */
export function card(x: number, y: number, w: number, h: number, fill = `url(#${D.panel})`, radius = 30): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"/><rect x="${x + 1}" y="${y + 1}" width="${w - 2}" height="${h - 2}" rx="${radius - 1}" fill="none" stroke="${C.text}" stroke-opacity=".08" stroke-width="2"/>`;
}

/** A pill with a label; x is its left edge unless align is "end" (then x is its right edge). Returns markup and width. */
export function chip(face: Typeface, x: number, y: number, caption: string, color: string, align: "start" | "end" = "start"): { svg: string; w: number } {
  const size = TYPE.small;
  const w = textWidth(caption, size, 700) + 40;
  const left = align === "end" ? x - w : x;
  const svg = `<rect x="${num(left)}" y="${y}" width="${num(w)}" height="48" rx="24" fill="${color}" fill-opacity=".16"/>${label(face, left + w / 2, y + 34, caption, ink(face, size, color, 700, "middle"))}`;
  return { svg, w };
}

/** A checkbox: filled with a tick when done. */
export function checkbox(x: number, y: number, done: boolean): string {
  return done
    ? `<rect x="${x}" y="${y}" width="40" height="40" rx="12" fill="${C.teal}"/><path d="M${x + 10} ${y + 21}l7 7 13-15" fill="none" stroke="${C.bg}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<rect x="${x + 2}" y="${y + 2}" width="36" height="36" rx="11" fill="none" stroke="${C.muted}" stroke-opacity=".7" stroke-width="3.5"/>`;
}

/** Small line glyphs of the UI (drawn on a 40 px box at x, y). */
export const glyph = {
  flame: (x: number, y: number, c: string = C.accent) =>
    `<path d="M${x + 20} ${y + 38}c-9 0-15-6-15-14 0-7 5-11 8-17 1 5 4 7 6 8 1-6 3-10 8-14-1 7 8 12 8 23 0 8-6 14-15 14z" fill="${c}"/>`,
  people: (x: number, y: number, c: string = C.teal) =>
    `<circle cx="${x + 14}" cy="${y + 13}" r="7" fill="${c}"/><circle cx="${x + 28}" cy="${y + 15}" r="6" fill="${c}" opacity=".7"/><path d="M${x + 2} ${y + 36}a12 11 0 0 1 24 0zM${x + 20} ${y + 36}a10 10 0 0 1 18 0z" fill="${c}"/>`,
  clock: (x: number, y: number, c: string = C.muted) =>
    `<circle cx="${x + 20}" cy="${y + 20}" r="15" fill="none" stroke="${c}" stroke-width="3.5"/><path d="M${x + 20} ${y + 11}v10l7 5" fill="none" stroke="${c}" stroke-width="3.5" stroke-linecap="round"/>`,
  chevron: (x: number, y: number, c: string = C.muted, back = false) =>
    `<path d="${back ? `M${x + 25} ${y + 8}l-12 12 12 12` : `M${x + 15} ${y + 8}l12 12-12 12`}" fill="none" stroke="${c}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  key: (x: number, y: number, c: string = C.teal) =>
    `<circle cx="${x + 12}" cy="${y + 20}" r="9" fill="none" stroke="${c}" stroke-width="4.5"/><path d="M${x + 21} ${y + 20}H${x + 38}M${x + 32} ${y + 20}v8M${x + 38} ${y + 20}v6" fill="none" stroke="${c}" stroke-width="4.5" stroke-linecap="round"/>`,
  bolt: (x: number, y: number, c: string = C.accent) => `<path d="M${x + 23} ${y + 3}L${x + 8} ${y + 23}h11l-3 15 16-21H${x + 21}z" fill="${c}"/>`,
  pin: (x: number, y: number, c: string = C.accent) =>
    `<path d="M${x + 20} ${y + 38}c-8-9-14-16-14-23a14 14 0 0 1 28 0c0 7-6 14-14 23z" fill="${c}"/><circle cx="${x + 20}" cy="${y + 15}" r="5.5" fill="${C.bg}"/>`,
  personPlus: (x: number, y: number, c: string = C.teal) =>
    `<circle cx="${x + 15}" cy="${y + 13}" r="7.5" fill="${c}"/><path d="M${x + 2} ${y + 36}a13 12 0 0 1 26 0z" fill="${c}"/><path d="M${x + 33} ${y + 10}v14M${x + 26} ${y + 17}h14" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  share: (x: number, y: number, c: string = C.accent) =>
    `<path d="M${x + 10} ${y + 20}L${x + 29} ${y + 9}M${x + 10} ${y + 20}L${x + 29} ${y + 31}" stroke="${c}" stroke-width="3.5"/><circle cx="${x + 10}" cy="${y + 20}" r="6.5" fill="${c}"/><circle cx="${x + 30}" cy="${y + 9}" r="6.5" fill="${c}"/><circle cx="${x + 30}" cy="${y + 31}" r="6.5" fill="${c}"/>`,
  bell: (x: number, y: number, c: string = C.text) =>
    `<path d="M${x + 8} ${y + 29}c3-3 3-7 3-12a9 9 0 0 1 18 0c0 5 0 9 3 12z" fill="none" stroke="${c}" stroke-width="3.5" stroke-linejoin="round"/><path d="M${x + 16} ${y + 34}a4 4 0 0 0 8 0" fill="none" stroke="${c}" stroke-width="3.5" stroke-linecap="round"/>`,
  locate: (x: number, y: number, c: string = C.text) => `<path d="M${x + 34} ${y + 6}L${x + 8} ${y + 18}l12 3 3 12z" fill="${c}"/>`,
};

/** A progress ring of radius r at (cx, cy): a track and an arc over `share` of the way round, from twelve o'clock. */
export function ring(cx: number, cy: number, r: number, share: number, color: string = C.teal, width = 6): string {
  const a = share * Math.PI * 2 - Math.PI / 2;
  const arc = `M${num(cx)} ${num(cy - r)}A${r} ${r} 0 ${share > 0.5 ? 1 : 0} 1 ${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`;
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${r}" fill="none" stroke="${C.text}" stroke-opacity=".12" stroke-width="${width}"/><path d="${arc}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
}

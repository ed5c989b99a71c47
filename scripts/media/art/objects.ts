// Things the pictures are made of, drawn once: the Genesis medallion, tickets, gifts, calendars, keys, shields.
// Each draws around its own origin (or box) so a picture places, turns and scales it with place().
import { D } from "../kit/defs.ts";
import { logoMark } from "../kit/shapes.ts";
import { type Iso, iso } from "../kit/space.ts";
import { C, ngon, num, poly } from "../kit/svg.ts";

/** The Genesis NFT art: a faceted gold hexagon with the logo in a dark core, centred at (0, 0). */
export function medallion(r: number): string {
  const rim = ngon(0, r * 0.07, r);
  const face = ngon(0, 0, r);
  const core = ngon(0, 0, r * 0.6);
  const facets = face
    .map((p, i) => {
      const q = face[(i + 1) % 6]!;
      const shade = [0.22, 0.1, -0.08, -0.18, -0.06, 0.14][i]!;
      return `<path d="${poly([[0, 0], p, q], true)}" fill="${shade > 0 ? "#fff" : C.ink}" fill-opacity="${Math.abs(shade)}"/>`;
    })
    .join("");
  return `<path d="${poly(rim, true)}" fill="url(#${D.goldEdge})"/>
<path d="${poly(face, true)}" fill="url(#${D.gold})"/>${facets}
<path d="${poly(ngon(0, 0, r * 0.9), true)}" fill="none" stroke="${C.goldLight}" stroke-opacity=".6" stroke-width="${num(r * 0.015)}"/>
<path d="${poly(ngon(0, r * 0.02, r * 0.6), true)}" fill="${C.goldDeep}"/>
<path d="${poly(core, true)}" fill="${C.ink}"/>
<path d="${poly(ngon(0, 0, r * 0.5), true)}" fill="none" stroke="${C.accent}" stroke-opacity=".45" stroke-width="${num(r * 0.012)}"/>
${logoMark(0, 0, r * 0.5, C.accent, C.goldLight)}
<path d="M${num(-r * 0.62)} ${num(-r * 0.62)}l${num(r * 0.05)} ${num(r * 0.12)} ${num(r * 0.12)} ${num(r * 0.05)} ${num(-r * 0.12)} ${num(r * 0.05)} ${num(-r * 0.05)} ${num(r * 0.12)} ${num(-r * 0.05)} ${num(-r * 0.12)} ${num(-r * 0.12)} ${num(-r * 0.05)} ${num(r * 0.12)} ${num(-r * 0.05)}z" fill="#fff" opacity=".85"/>`;
}

/** A ticket w x h, top left at (0, 0): notched sides, a perforated stub on the right; `print` draws its printed lines. */
export function ticket(w: number, h: number, fill: string = `url(#${D.gold})`, ink: string = C.accentInk, print = true): string {
  const n = h * 0.16;
  const stub = w * 0.72;
  const r = h * 0.12;
  const d = `M${r} 0H${w - r}A${r} ${r} 0 0 1 ${w} ${r}V${num(h / 2 - n)}A${n} ${n} 0 0 0 ${w} ${num(h / 2 + n)}V${h - r}A${r} ${r} 0 0 1 ${w - r} ${h}H${r}A${r} ${r} 0 0 1 0 ${h - r}V${num(h / 2 + n)}A${n} ${n} 0 0 0 0 ${num(h / 2 - n)}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
  return `<path d="${d}" fill="${fill}"/>
<path d="M${num(stub)} ${num(h * 0.1)}V${num(h * 0.9)}" stroke="${ink}" stroke-opacity=".45" stroke-width="${num(h * 0.03)}" stroke-dasharray="${num(h * 0.05)} ${num(h * 0.06)}"/>
${print ? `<path d="M${num(w * 0.12)} ${num(h * 0.36)}H${num(stub - w * 0.1)}M${num(w * 0.12)} ${num(h * 0.56)}H${num(stub - w * 0.24)}" stroke="${ink}" stroke-opacity=".3" stroke-width="${num(h * 0.08)}" stroke-linecap="round"/>` : ""}
<path d="${starPath((stub + w) / 2, h / 2, h * 0.18)}" fill="${ink}" fill-opacity=".55"/>`;
}

/** A five-pointed star path. */
export function starPath(cx: number, cy: number, r: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 ? r * 0.45 : r;
    return [cx + k * Math.cos(a), cy + k * Math.sin(a)] as [number, number];
  });
  return poly(pts, true);
}

/** A gift box seen slightly from above: front face s x s at (-s/2, -s) .. (s/2, 0), lid on top, ribbon and bow. */
export function gift(s: number, body: string = C.teal, ribbon: string = C.accent): string {
  const top = s * 0.28;
  const lid = `M${-s / 2 - s * 0.06} ${-s}L${-s * 0.3} ${num(-s - top)}H${num(s * 0.62)}L${s / 2 + s * 0.06} ${-s}Z`;
  return `<rect x="${num(-s / 2)}" y="${num(-s)}" width="${num(s)}" height="${num(s)}" rx="${num(s * 0.05)}" fill="${body}"/>
<rect x="${num(-s / 2)}" y="${num(-s)}" width="${num(s)}" height="${num(s)}" rx="${num(s * 0.05)}" fill="url(#giftShade)"/>
<path d="${lid}" fill="${body}"/><path d="${lid}" fill="#fff" fill-opacity=".25"/>
<rect x="${num(-s / 2 - s * 0.06)}" y="${num(-s - s * 0.02)}" width="${num(s * 1.12)}" height="${num(s * 0.2)}" rx="${num(s * 0.04)}" fill="${body}"/>
<rect x="${num(-s * 0.08)}" y="${num(-s)}" width="${num(s * 0.16)}" height="${num(s)}" fill="${ribbon}"/>
<path d="M${num(-s * 0.02)} ${num(-s - top * 0.5)}c${num(-s * 0.3)} ${num(-s * 0.34)} ${num(-s * 0.46)} ${num(-s * 0.02)} ${num(-s * 0.06)} ${num(s * 0.08)}c${num(s * 0.4)} ${num(-s * 0.1)} ${num(s * 0.28)} ${num(-s * 0.44)} ${num(s * 0.06)} ${num(-s * 0.08)}z" fill="${ribbon}"/>`;
}
/** The shading def gift() needs. */
export const giftDefs = `<linearGradient id="giftShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".6" stop-color="${C.ink}" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity=".35"/></linearGradient>`;

/** A wall calendar page w x h, top left at (0, 0), one day marked in gold. */
export function calendar(w: number, h: number, marked = 17): string {
  const head = h * 0.26;
  const cols = 7;
  const rows = 4;
  const cw = (w * 0.84) / cols;
  const ch = (h - head - h * 0.12) / rows;
  let days = "";
  for (let i = 0; i < cols * rows; i++) {
    const x = w * 0.08 + (i % cols) * cw;
    const y = head + h * 0.06 + Math.floor(i / cols) * ch;
    days += `<rect x="${num(x + cw * 0.14)}" y="${num(y + ch * 0.14)}" width="${num(cw * 0.72)}" height="${num(ch * 0.62)}" rx="${num(cw * 0.14)}" fill="${i === marked ? C.accent : C.text}" fill-opacity="${i === marked ? 1 : 0.12}"/>`;
  }
  const rings = [0.28, 0.72]
    .map((k) => `<rect x="${num(w * k - w * 0.03)}" y="${num(-h * 0.06)}" width="${num(w * 0.06)}" height="${num(h * 0.14)}" rx="${num(w * 0.03)}" fill="${C.muted}"/>`)
    .join("");
  return `<rect width="${w}" height="${h}" rx="${num(w * 0.08)}" fill="url(#${D.panel})"/>
<path d="M0 ${num(head)}V${num(w * 0.08)}A${num(w * 0.08)} ${num(w * 0.08)} 0 0 1 ${num(w * 0.08)} 0H${num(w * 0.92)}A${num(w * 0.08)} ${num(w * 0.08)} 0 0 1 ${w} ${num(w * 0.08)}V${num(head)}Z" fill="url(#${D.gold})"/>
${rings}${days}`;
}

/** A key lying horizontally, bow at the left (0..100 units across = size px), with its thickness showing below. */
export function key(size: number, fill: string = `url(#${D.gold})`, edge: string = `url(#${D.goldEdge})`): string {
  const k = size / 100;
  const shape = (f: string) =>
    `<circle cx="20" cy="0" r="20" fill="${f}"/><rect x="36" y="-8" width="8" height="16" rx="2" fill="${f}"/>
<path d="M42 -5H96A5 5 0 0 1 96 5H92V22H86V16H82V22H76V13H72V22H64V5H42Z" fill="${f}"/>`;
  return `<g transform="scale(${Math.round(k * 1000) / 1000})"><g transform="translate(1.5 2.5)">${shape(edge)}</g>${shape(fill)}
<circle cx="20" cy="0" r="8" fill="${C.bg}"/><circle cx="20" cy="0" r="14" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5"/>
<path d="M46 -3H98" stroke="#fff" stroke-opacity=".4" stroke-width="1.5" stroke-linecap="round"/></g>`;
}

/** A shield centred on (0, 0), h tall, with a check when asked. */
export function shield(h: number, fill: string = `url(#${D.teal})`, tick = true): string {
  const w = h * 0.8;
  const d = `M0 ${num(-h / 2)}L${num(w / 2)} ${num(-h * 0.34)}V${num(h * 0.02)}C${num(w / 2)} ${num(h * 0.26)} ${num(w * 0.24)} ${num(h * 0.42)} 0 ${num(h / 2)}C${num(-w * 0.24)} ${num(h * 0.42)} ${num(-w / 2)} ${num(h * 0.26)} ${num(-w / 2)} ${num(h * 0.02)}V${num(-h * 0.34)}Z`;
  const check = tick
    ? `<path d="M${num(-w * 0.2)} ${num(h * 0.01)}l${num(w * 0.14)} ${num(h * 0.13)} ${num(w * 0.28)}${num(-h * 0.28)}" fill="none" stroke="${C.bg}" stroke-width="${num(h * 0.07)}" stroke-linecap="round" stroke-linejoin="round"/>`
    : "";
  return `<path d="${d}" fill="${fill}"/><path d="${d}" fill="#fff" fill-opacity=".12" transform="scale(.86)"/>${check}`;
}

/** An airdrop: a parachute canopy carrying a crate, canopy w wide, centred on x = 0, canopy top at y = 0. */
export function parachute(w: number, canopy: string = C.accent, crate: string = C.teal): string {
  const h = w * 0.42;
  const drop = w * 0.62;
  const box = w * 0.3;
  const lobes = [0, 1, 2, 3].map((i) => {
    const x0 = -w / 2 + (i * w) / 4;
    return `A${num(w / 8)} ${num(h * 0.16)} 0 0 0 ${num(x0 + w / 4)} ${num(h)}`;
  });
  const lines = [-w / 2, -w / 4, w / 4, w / 2].map((x) => `M${num(x)} ${num(h)}L${num(Math.sign(x) * box * 0.4)} ${num(h + drop)}`).join("");
  return `<path d="M${num(-w / 2)} ${num(h)}A${num(w / 2)} ${num(h)} 0 0 1 ${num(w / 2)} ${num(h)}${lobes.reverse().join("").replace(/A/g, "A")}Z" fill="${canopy}"/>
<path d="M${num(-w / 2)} ${num(h)}A${num(w / 2)} ${num(h)} 0 0 1 ${num(-w * 0.05)} ${num(h * 0.02)}L0 ${num(h)}Z" fill="#fff" fill-opacity=".22"/>
<path d="${lines}" stroke="${C.muted}" stroke-opacity=".8" stroke-width="${num(w * 0.012)}"/>
<rect x="${num(-box / 2)}" y="${num(h + drop)}" width="${num(box)}" height="${num(box * 0.86)}" rx="${num(box * 0.12)}" fill="${crate}"/>
<path d="M${num(-box / 2)} ${num(h + drop + box * 0.3)}H${num(box / 2)}" stroke="${C.bg}" stroke-opacity=".35" stroke-width="${num(box * 0.08)}"/>`;
}

/** An isometric box standing on (x, z) with footprint w x d and height h: top, left and right faces. */
export function isoBox(v: Iso, x: number, z: number, w: number, d: number, h: number, top: string, left: string, right: string): string {
  const P = (a: number, b: number, c: number) => iso(v, a, b, c);
  return `<path d="${poly([P(x, 0, z + d), P(x + w, 0, z + d), P(x + w, h, z + d), P(x, h, z + d)], true)}" fill="${left}"/>
<path d="${poly([P(x + w, 0, z), P(x + w, 0, z + d), P(x + w, h, z + d), P(x + w, h, z)], true)}" fill="${right}"/>
<path d="${poly([P(x, h, z), P(x + w, h, z), P(x + w, h, z + d), P(x, h, z + d)], true)}" fill="${top}"/>`;
}

/** A flat isometric tile (the ground of a scene). */
export function isoTile(v: Iso, x: number, z: number, w: number, d: number, fill: string): string {
  return `<path d="${poly([iso(v, x, 0, z), iso(v, x + w, 0, z), iso(v, x + w, 0, z + d), iso(v, x, 0, z + d)], true)}" fill="${fill}"/>`;
}

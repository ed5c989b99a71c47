// Brand primitives every area draws with: backdrop and light, the logo mark, the gold coin, people.
import { D } from "./defs.ts";
import { C, num, num2 } from "./svg.ts";

export type Light = { x: number; y: number; r: number; color: "gold" | "teal" | "white"; strength: number };
const glowId = { gold: D.glowGold, teal: D.glowTeal, white: D.glowWhite } as const;

/** A soft pool of light (radial gradient) centred at (x, y). */
export function glow(x: number, y: number, r: number, color: Light["color"], strength = 1, squash = 1): string {
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(r)}" ry="${num(r * squash)}" fill="url(#${glowId[color]})" opacity="${num2(strength)}"/>`;
}

/** The dark navy ground of every picture: a vertical ramp, its lights, and a vignette that calms the edges. */
export function backdrop(w: number, h: number, lights: Light[], vignette = 1): string {
  return `<rect width="${w}" height="${h}" fill="${C.bg}"/>
<rect width="${w}" height="${h}" fill="url(#${D.bgRamp})"/>
${lights.map((l) => glow(l.x * w, l.y * h, l.r * Math.max(w, h), l.color, l.strength)).join("")}
${vignette > 0 ? `<rect width="${w}" height="${h}" fill="url(#${D.vignette})" opacity="${num2(vignette)}"/>` : ""}`;
}

/** A blurred contact shadow under an object standing at (x, y). */
export function shadow(x: number, y: number, rx: number, ry: number, opacity = 0.55): string {
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="${C.ink}" opacity="${num2(opacity)}" filter="url(#${D.blurSoft})"/>`;
}

/** The logo mark of app/ui/Logo.tsx (a 32-unit globe with a gold dot), centred at (cx, cy). */
export function logoMark(cx: number, cy: number, size: number, ink: string = C.text, dot: string = C.accent, squashY = 1): string {
  const k = size / 32;
  return `<g transform="translate(${num(cx)} ${num(cy)}) scale(${num2(k)} ${num2(k * squashY)}) translate(-16 -16)" fill="none" stroke="${ink}" stroke-linecap="round">
<circle cx="16" cy="16" r="14" stroke-width="2.4"/><ellipse cx="16" cy="16" rx="6" ry="14" stroke-width="1.8"/><path d="M2 16h28" stroke-width="1.8"/>
<circle cx="22" cy="10" r="3.6" fill="${dot}" stroke="none"/></g>`;
}

/** The tap-to-mine coin: a gold disc with the logo embossed, seen with a tilt (1 = face on, 0.3 = nearly edge on). */
export function coin(cx: number, cy: number, r: number, tilt = 1, emblem = true): string {
  const ry = r * tilt;
  const depth = r * 0.16 * Math.sqrt(1 - tilt * tilt) + r * 0.04;
  return `<g>
<ellipse cx="${num(cx)}" cy="${num(cy + depth)}" rx="${num(r)}" ry="${num(ry)}" fill="url(#${D.goldEdge})"/>
<rect x="${num(cx - r)}" y="${num(cy)}" width="${num(2 * r)}" height="${num(depth)}" fill="url(#${D.goldEdge})"/>
<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r)}" ry="${num(ry)}" fill="url(#${D.gold})"/>
<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r * 0.8)}" ry="${num(ry * 0.8)}" fill="none" stroke="${C.goldDeep}" stroke-opacity=".55" stroke-width="${num(r * 0.035)}"/>
<ellipse cx="${num(cx)}" cy="${num(cy - ry * 0.02)}" rx="${num(r * 0.8)}" ry="${num(ry * 0.8)}" fill="none" stroke="${C.goldLight}" stroke-opacity=".7" stroke-width="${num(r * 0.02)}"/>
${emblem ? logoMark(cx, cy, r * 1.05, C.accentInk, C.accentInk, tilt) : ""}
<path d="M${num(cx - r * 0.78)} ${num(cy - ry * 0.2)}A${num(r * 0.85)} ${num(ry * 0.85)} 0 0 1 ${num(cx + r * 0.1)} ${num(cy - ry * 0.84)}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${num(r * 0.05)}" stroke-linecap="round"/>
</g>`;
}

/** A person as an avatar disc (head and shoulders), ringed in their colour. */
export function avatar(cx: number, cy: number, r: number, color: string, ring = true): string {
  const sx = r * 0.8;
  const sy = r * 0.6;
  return `<g transform="translate(${num(cx)} ${num(cy)})">
<circle r="${num(r)}" fill="${C.surface2}"/>
<circle cy="${num(-r * 0.2)}" r="${num(r * 0.33)}" fill="${color}"/>
<path d="M${num(-sx)} ${num(sy)}C${num(-sx * 0.85)} ${num(r * 0.12)} ${num(sx * 0.85)} ${num(r * 0.12)} ${num(sx)} ${num(sy)}A${num(r)} ${num(r)} 0 0 1 ${num(-sx)} ${num(sy)}Z" fill="${color}" fill-opacity=".85"/>
${ring ? `<circle r="${num(r)}" fill="none" stroke="${color}" stroke-width="${num(Math.max(2, r * 0.09))}"/>` : ""}
</g>`;
}

/** A standing person seen from the front, feet at (x, y), h tall: crowds, meetups, streets. */
export function figure(x: number, y: number, h: number, color: string, opacity = 1): string {
  const head = h * 0.13;
  const sh = h * 0.2;
  const top = y - h + head * 2.25;
  return `<g opacity="${num2(opacity)}" fill="${color}">
<circle cx="${num(x)}" cy="${num(y - h + head)}" r="${num(head)}"/>
<path d="M${num(x - sh)} ${num(y)}V${num(top + sh * 0.6)}Q${num(x - sh)} ${num(top)} ${num(x - sh * 0.4)} ${num(top)}H${num(x + sh * 0.4)}Q${num(x + sh)} ${num(top)} ${num(x + sh)} ${num(top + sh * 0.6)}V${num(y)}Z"/>
</g>`;
}

/** A round check badge. */
export function checkBadge(cx: number, cy: number, r: number, color: string = C.teal, ink: string = C.bg): string {
  return `<g transform="translate(${num(cx)} ${num(cy)})"><circle r="${num(r)}" fill="${color}"/>
<path d="M${num(-r * 0.42)} ${num(r * 0.02)}l${num(r * 0.28)} ${num(r * 0.3)}l${num(r * 0.56)}${num(-r * 0.6)}" fill="none" stroke="${ink}" stroke-width="${num(r * 0.24)}" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

/** Falling confetti in a box: small tilted rectangles and dots, deterministic from rand. */
export function confetti(rand: () => number, x: number, y: number, w: number, h: number, n: number, size = 14): string {
  const colors = [C.accent, C.teal, C.goldLight, C.text];
  let out = "";
  for (let i = 0; i < n; i++) {
    const px = x + rand() * w;
    const py = y + rand() * h;
    const c = colors[Math.floor(rand() * colors.length)] ?? C.accent;
    const s = size * (0.5 + rand());
    const o = num2(0.5 + rand() * 0.5);
    out +=
      rand() < 0.7
        ? `<rect x="${num(px)}" y="${num(py)}" width="${num(s)}" height="${num(s * 0.45)}" rx="${num(s * 0.1)}" fill="${c}" opacity="${o}" transform="rotate(${Math.round(rand() * 180)} ${num(px)} ${num(py)})"/>`
        : `<circle cx="${num(px)}" cy="${num(py)}" r="${num(s * 0.28)}" fill="${c}" opacity="${o}"/>`;
  }
  return out;
}

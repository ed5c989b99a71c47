// Covers about coins and keys: the two partnerships (drawn at loop time t, they are also the clips),
// the MPC wallet's split key, and Dormancy Dilution.
import { D } from "../../kit/defs.ts";
import { coin, glow } from "../../kit/shapes.ts";
import { C, lerp, num, num2, poly, pulse, rng } from "../../kit/svg.ts";
import { place } from "../../kit/text.ts";
import { key } from "../objects.ts";
import { type Cover, isHero, shown, stage } from "./frame.ts";

type Pt = [number, number];

function bezier(p: [Pt, Pt, Pt, Pt], s: number): Pt {
  const u = 1 - s;
  const k = [u * u * u, 3 * u * u * s, 3 * u * s * s, s * s * s];
  return [p.reduce((a, q, i) => a + q[0] * k[i]!, 0), p.reduce((a, q, i) => a + q[1] * k[i]!, 0)];
}

/** Login glyphs of the particle cover: e-mail, a social account, a chat account. */
const LOGIN_GLYPHS = [
  `<rect x="-26" y="-18" width="52" height="36" rx="6" fill="none" stroke="${C.text}" stroke-width="5"/><path d="M-24 -14L0 4 24-14" fill="none" stroke="${C.text}" stroke-width="5" stroke-linejoin="round"/>`,
  `<circle cy="-10" r="11" fill="${C.text}"/><path d="M-22 22a22 18 0 0 1 44 0z" fill="${C.text}"/>`,
  `<path d="M-24 -18h48v30H-4l-12 12v-12h-8z" fill="none" stroke="${C.text}" stroke-width="5" stroke-linejoin="round"/>`,
];

/** Particle: social logins flow as particles into one wallet that the user alone holds. No gas to pay. */
export const particle: Cover = (t) => {
  const wallet = { x: 850, y: 330, w: 310, h: 214 };
  const sources: Pt[] = [
    [290, 250],
    [250, 400],
    [330, 540],
  ];
  const streams = sources
    .map((src, k) => {
      const path: [Pt, Pt, Pt, Pt] = [
        src,
        [src[0] + 200, src[1] - 40 + k * 30],
        [wallet.x - 260, wallet.y + (k - 1) * 30],
        [wallet.x - wallet.w / 2 + 20, wallet.y + (k - 1) * 40],
      ];
      const guide = `<path d="M${poly(Array.from({ length: 21 }, (_, i) => bezier(path, i / 20))).slice(1)}" fill="none" stroke="${C.teal}" stroke-opacity=".18" stroke-width="3"/>`;
      const dots = Array.from({ length: 16 }, (_, i) => {
        const s = (i / 16 + t + k * 0.11) % 1;
        const [x, y] = bezier(path, s);
        const size = 4 + 6 * Math.sin(Math.PI * s);
        return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size)}" fill="${i % 4 ? C.tealLight : C.goldLight}" opacity="${num2(0.35 + 0.65 * Math.sin(Math.PI * s))}"/>`;
      }).join("");
      return guide + dots;
    })
    .join("");
  const logins = sources
    .map(
      ([x, y], k) =>
        `${glow(x, y, 110, "teal", 0.5)}<circle cx="${x}" cy="${y}" r="60" fill="url(#${D.glass})" stroke="${C.tealLight}" stroke-opacity=".5" stroke-width="2"/>${place({ x, y }, () => LOGIN_GLYPHS[k]!)}`,
    )
    .join("");
  const breathe = 1 + 0.025 * pulse(t);
  const { w, h } = wallet;
  const body = `<rect x="${-w / 2 + 40}" y="${-h / 2 - 50}" width="${w - 110}" height="120" rx="16" fill="${C.text}" transform="rotate(-8)"/>
<rect x="${-w / 2 + 60}" y="${-h / 2 - 34}" width="${w - 100}" height="110" rx="16" fill="url(#${D.gold})" transform="rotate(5)"/>
<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="34" fill="url(#${D.teal})"/>
<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="34" fill="url(#walletShade)"/>
<path d="M${w / 2} ${-34}h-96a34 34 0 0 0 0 68h96z" fill="${C.tealDeep}"/>${coin(w / 2 - 62, 0, 22, 1, false)}`;
  return stage(
    [
      { x: 0.7, y: 0.52, r: 0.5, color: "teal", strength: 0.55 },
      { x: 0.2, y: 0.7, r: 0.4, color: "teal", strength: 0.25 },
    ],
    `${streams}${logins}${glow(wallet.x, wallet.y, 300, "gold", 0.3 + 0.15 * pulse(t))}${place({ x: wallet.x, y: wallet.y, scale: breathe }, () => body)}`,
    `<linearGradient id="walletShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity=".3"/></linearGradient>`,
  );
};

/** One isometric plate of the account-abstraction stack, centred on (0, 0). */
function plate(rx: number, ry: number, depth: number, top: string, side: string): string {
  const face = poly(
    [
      [0, -ry],
      [rx, 0],
      [0, ry],
      [-rx, 0],
    ],
    true,
  );
  return `<path d="${poly(
    [
      [-rx, 0],
      [0, ry],
      [rx, 0],
      [rx, depth],
      [0, ry + depth],
      [-rx, depth],
    ],
    true,
  )}" fill="${side}"/><path d="${face}" fill="${top}"/><path d="${face}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>`;
}

/** Biconomy: account abstraction as layers; one operation rises through them and lands as a single smart-account action. */
export const biconomy: Cover = (t) => {
  const cx = 820;
  const base = 470;
  const gap = 120;
  const bob = (i: number) => 6 * Math.sin((t + i * 0.2) * Math.PI * 2);
  const layers = [
    { y: base, top: C.surface2, side: C.bg2 },
    { y: base - gap, top: "url(#glassPlate)", side: C.tealDeep },
    { y: base - 2 * gap, top: "url(#goldPlate)", side: C.goldDeep },
  ];
  /** Loop phase of the operation; offset so the still (t = 0) catches it on its way up. */
  const phase = (t + 0.35) % 1;
  const rise = phase * 2.2 * gap;
  const packetY = base - 30 - rise;
  const merged = rise > gap;
  /** The operation fades in at the bottom and out at the top, so the loop has no jump. */
  const shown = Math.min(1, phase / 0.08, (1 - phase) / 0.08);
  const ops = `<g opacity="${num2(shown)}">${
    merged
      ? `${glow(cx, packetY, 70, "gold", 0.8)}<circle cx="${cx}" cy="${num(packetY)}" r="18" fill="${C.goldLight}"/>`
      : [-1, 0, 1].map((k) => `<circle cx="${num(cx + k * lerp(60, 0, rise / gap))}" cy="${num(packetY)}" r="11" fill="${C.tealLight}"/>`).join("")
  }</g>`;
  const cube = (y: number) =>
    `<g transform="translate(${cx} ${num(y)})"><path d="M0 -70L60 -40V30L0 60-60 30V-40Z" fill="${C.goldDeep}"/><path d="M0 -70L60 -40 0 -10-60 -40Z" fill="${C.goldLight}"/><path d="M0 -10L60 -40V30L0 60Z" fill="${C.accent}"/></g>`;
  const plates = layers.map((l, i) => `<g transform="translate(${cx} ${num(l.y + bob(i))})">${plate(300, 150, 26, l.top, l.side)}</g>`).join("");
  const frontPlates = layers
    .map(
      (l, i) =>
        `<g transform="translate(${cx} ${num(l.y + bob(i))})" opacity=".35"><path d="${poly([
          [-300, 0],
          [0, 150],
          [300, 0],
        ])}" fill="none" stroke="#fff" stroke-width="2"/></g>`,
    )
    .join("");
  return stage(
    [
      { x: 0.68, y: 0.45, r: 0.5, color: "teal", strength: 0.5 },
      { x: 0.68, y: 0.1, r: 0.3, color: "gold", strength: 0.45 },
    ],
    `<path d="M${cx} ${base + 60}V${base - 2 * gap - 40}" stroke="${C.tealLight}" stroke-opacity=".35" stroke-width="4" stroke-dasharray="4 12"/>
${plates}${ops}${frontPlates}${glow(cx, base - 2 * gap - 60, 150, "gold", 0.6 + 0.3 * pulse(t))}${cube(base - 2 * gap - 50 + bob(2))}`,
    `<linearGradient id="glassPlate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.tealLight}" stop-opacity=".55"/><stop offset="1" stop-color="${C.teal}" stop-opacity=".25"/></linearGradient>
<linearGradient id="goldPlate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.surface2}"/><stop offset="1" stop-color="${C.surface}"/></linearGradient>`,
  );
};

/** The MPC wallet: one key, generated as three shares that never meet whole. */
export const mpc: Cover = () => {
  const cx = 760;
  const cy = 330;
  const shards = [
    { dx: -70, dy: -22, rot: -7, clip: "shardA" },
    { dx: 0, dy: 10, rot: 0, clip: "shardB" },
    { dx: 70, dy: 34, rot: 6, clip: "shardC" },
  ];
  const keyArt = `<g transform="translate(-300 0)">${key(600)}</g>`;
  /** Cuts along the key (its local x): the bow, the shaft, the bit. */
  const cuts = [
    [-320, -54],
    [-48, 56],
    [62, 420],
  ];
  const clips = cuts.map(([a, b], i) => `<clipPath id="${shards[i]!.clip}"><rect x="${a}" y="-200" width="${b! - a!}" height="400"/></clipPath>`).join("");
  const pieces = shards.map((s) => `<g transform="translate(${cx + s.dx} ${cy + s.dy}) rotate(${s.rot - 10})"><g clip-path="url(#${s.clip})">${keyArt}</g></g>`).join("");
  const seams = [-51, 59].map((x, i) => glow(cx + x + (i ? 35 : -35), cy + (i ? 22 : -6), 90, "teal", 0.9)).join("");
  const orbit = [0, 1, 2]
    .map((i) => {
      const a = (i / 3) * Math.PI * 2 - Math.PI / 2;
      return `<circle cx="${num(cx + 400 * Math.cos(a))}" cy="${num(cy + 230 * Math.sin(a))}" r="10" fill="${C.tealLight}"/>`;
    })
    .join("");
  return stage(
    [
      { x: 0.63, y: 0.52, r: 0.5, color: "gold", strength: 0.45 },
      { x: 0.63, y: 0.52, r: 0.3, color: "teal", strength: 0.3 },
    ],
    `<defs>${clips}</defs><ellipse cx="${cx}" cy="${cy}" rx="400" ry="230" fill="none" stroke="${C.teal}" stroke-opacity=".3" stroke-width="3" stroke-dasharray="3 12"/>${orbit}
${seams}${pieces}`,
  );
};

/** Dormancy Dilution: coins left untouched stay whole for a while, then thin out, then are gone. */
export const dormancy: Cover = () => {
  const r = rng("dormancy");
  const n = 8;
  const coins = Array.from({ length: n }, (_, i) => {
    const s = i / (n - 1);
    const x = lerp(330, 1110, s);
    const y = 470 - 190 * Math.sin(s * Math.PI * 0.55);
    const fade = i < 3 ? 1 : Math.max(0, 1 - (i - 2) / 5);
    const size = 60 * (0.7 + 0.3 * fade);
    const dust = Array.from(
      { length: Math.round((1 - fade) * 22) },
      () => `<circle cx="${num(x + (r() - 0.3) * 140)}" cy="${num(y + (r() - 0.6) * 120)}" r="${num(2 + r() * 5)}" fill="${C.goldLight}" opacity="${num2(0.2 + r() * 0.5)}"/>`,
    ).join("");
    return `${fade > 0.05 ? `<g opacity="${num2(0.15 + 0.85 * fade)}">${coin(x, y, size, 0.88, fade > 0.5)}</g>` : ""}${dust}`;
  }).join("");
  /** The stars: over the right of a cover, across a hero's sky. */
  const sky = isHero() ? { ...shown(), n: 34 } : { x0: 500, x1: 1200, n: 20 };
  const moon = `<circle cx="1040" cy="140" r="64" fill="${C.goldLight}"/><circle cx="1068" cy="120" r="58" fill="${C.bg}"/>`;
  return stage(
    [
      { x: 0.3, y: 0.8, r: 0.45, color: "gold", strength: 0.5 },
      { x: 0.85, y: 0.2, r: 0.35, color: "white", strength: 0.15 },
    ],
    `${moon}${Array.from({ length: sky.n }, () => `<circle cx="${num(sky.x0 + r() * (sky.x1 - sky.x0))}" cy="${num(40 + r() * 220)}" r="${num(1.5 + r() * 2)}" fill="${C.text}" opacity="${num2(0.2 + r() * 0.5)}"/>`).join("")}
<path d="M300 560H1160" stroke="${C.text}" stroke-opacity=".12" stroke-width="3"/>${[300, 530, 1160].map((x) => `<path d="M${x} 548v24" stroke="${C.text}" stroke-opacity=".3" stroke-width="4"/>`).join("")}
${coins}`,
  );
};

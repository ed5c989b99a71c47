// Covers about people: the manifesto's pledge, Proof of Networking, the Glory programme, influencers,
// and the rival's orb against a web of people.
import { D } from "../../kit/defs.ts";
import { avatar, checkBadge, coin, figure, glow } from "../../kit/shapes.ts";
import { C, num, num2, poly, rng } from "../../kit/svg.ts";
import { place } from "../../kit/text.ts";
import { shield, starPath } from "../objects.ts";
import { COVER, type Cover, isHero, shown, stage } from "./frame.ts";

const { w: W, h: H } = COVER;

/** A row of standing people along the bottom edge, silhouetted against the light. */
function crowd(seed: string, x0: number, x1: number, base: number, hMin: number, hMax: number, color: string = C.bg2): string {
  const r = rng(seed);
  let out = "";
  for (let x = x0; x < x1; x += 44 + r() * 26) out += figure(x, base + r() * 14, hMin + r() * (hMax - hMin), color);
  return out;
}

/** Light beams fanning out from a point (rays of the manifesto, spotlights of Glory). */
function rays(cx: number, cy: number, n: number, len: number, spread: number, a0: number, id: string): string {
  const wedges = Array.from({ length: n }, (_, i) => {
    const a = a0 + (i / Math.max(1, n - 1) - 0.5) * spread;
    const w = 0.035;
    return poly(
      [
        [cx, cy],
        [cx + len * Math.cos(a - w), cy + len * Math.sin(a - w)],
        [cx + len * Math.cos(a + w), cy + len * Math.sin(a + w)],
      ],
      true,
    );
  }).join("");
  return `<defs><radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${len}"><stop offset="0" stop-color="${C.goldLight}" stop-opacity=".4"/><stop offset="1" stop-color="${C.goldLight}" stop-opacity="0"/></radialGradient></defs><path d="${wedges}" fill="url(#${id})"/>`;
}

/** A raised open hand, wrist at (x, y), h tall: the pledge. */
function hand(x: number, y: number, h: number, color: string, tilt = 0): string {
  const palmW = h * 0.42;
  const palmTop = -h * 0.62;
  const fingers = [0.5, 0.58, 0.55, 0.44]
    .map((len, i) => {
      const fw = palmW / 4 - h * 0.012;
      const fx = -palmW / 2 + (i * palmW) / 4 + h * 0.006;
      return `<rect x="${num(fx)}" y="${num(palmTop - len * h * 0.5)}" width="${num(fw)}" height="${num(len * h * 0.5 + h * 0.1)}" rx="${num(fw / 2)}"/>`;
    })
    .join("");
  const thumb = `<rect x="${num(palmW / 2 - h * 0.06)}" y="${num(palmTop + h * 0.12)}" width="${num(h * 0.1)}" height="${num(h * 0.3)}" rx="${num(h * 0.05)}" transform="rotate(38 ${num(palmW / 2)} ${num(palmTop + h * 0.36)})"/>`;
  return `<g transform="translate(${num(x)} ${num(y)}) rotate(${tilt})" fill="${color}"><rect x="${num(-palmW / 2)}" y="${num(palmTop)}" width="${num(palmW)}" height="${num(h * 0.5)}" rx="${num(h * 0.08)}"/>${fingers}${thumb}
<rect x="${num(-palmW * 0.36)}" y="${num(-h * 0.2)}" width="${num(palmW * 0.72)}" height="${num(h)}"/></g>`;
}

/** The manifesto: a charter held open to the light, sealed in gold, hands raised to pledge to it. */
export const manifesto: Cover = () => {
  const sheet = { x: 660, y: 120, w: 300, h: 330 };
  const lines = Array.from(
    { length: 7 },
    (_, i) => `<rect x="40" y="${56 + i * 34}" width="${[220, 190, 214, 160, 206, 180, 110][i]}" height="12" rx="6" fill="${C.bg}" fill-opacity=".22"/>`,
  ).join("");
  const roll = (y: number) =>
    `<rect x="-22" y="${y}" width="${sheet.w + 44}" height="36" rx="18" fill="url(#${D.gold})"/><rect x="-22" y="${y + 24}" width="${sheet.w + 44}" height="12" rx="6" fill="${C.goldDeep}" opacity=".6"/>`;
  const charter = `<rect width="${sheet.w}" height="${sheet.h}" fill="url(#parchment)"/>${lines}${roll(-24)}${roll(sheet.h - 12)}
${place({ x: sheet.w - 70, y: sheet.h - 78 }, () => `<path d="M-18 30l-14 64 22-12 14 18 8-66zM18 30l14 64-22-12-14 18-8-66z" fill="${C.teal}"/>${coin(0, 0, 52, 1)}`)}`;
  return stage(
    [
      { x: 0.68, y: 0.4, r: 0.55, color: "gold", strength: 0.6 },
      { x: 0.95, y: 0.9, r: 0.4, color: "teal", strength: 0.3 },
    ],
    `${rays(sheet.x + sheet.w / 2, sheet.y + sheet.h / 2, 15, 620, Math.PI * 2 - 0.4, Math.PI / 2, "charterRays")}
${glow(sheet.x + sheet.w / 2, sheet.y + sheet.h / 2, 320, "white", 0.35)}
${place({ x: sheet.x, y: sheet.y, rotate: -5 }, () => charter)}
${[
  [440, 250, -16],
  [1130, 270, 12],
]
  .map(([x, h, a]) => hand(x!, H + 50, h!, "url(#handFar)", a))
  .join("")}
${[
  [560, 330, -7],
  [1020, 300, 6],
]
  .map(([x, h, a]) => hand(x!, H + 70, h!, "url(#handNear)", a))
  .join("")}`,
    `<linearGradient id="parchment" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf4e2"/><stop offset="1" stop-color="#d9cdb0"/></linearGradient>
<linearGradient id="handNear" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#34477f"/><stop offset=".6" stop-color="${C.surface}"/></linearGradient>
<linearGradient id="handFar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.surface2}"/><stop offset=".6" stop-color="${C.bg2}"/></linearGradient>`,
  );
};

/** Proof of Networking: one person verified by the friends around them; the fingerprint is not needed. */
export const pon: Cover = () => {
  const cx = 790;
  const cy = 330;
  const ring = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2 + 0.25;
    return [cx + 300 * Math.cos(a), cy + 205 * Math.sin(a)] as [number, number];
  });
  const web = ring.map((p, i) => poly([p, ring[(i + 1) % 6]!])).join("");
  const spokes = ring.map((p) => poly([p, [cx, cy]])).join("");
  const checks = ring.map(([x, y]) => checkBadge((x + cx) / 2, (y + cy) / 2, 17)).join("");
  const print = Array.from({ length: 7 }, (_, i) => `<ellipse rx="${18 + i * 16}" ry="${26 + i * 19}" fill="none" stroke-dasharray="${i % 2 ? "60 14" : "90 10"}"/>`).join("");
  return stage(
    [
      { x: 0.66, y: 0.52, r: 0.5, color: "teal", strength: 0.6 },
      { x: 0.1, y: 0.95, r: 0.35, color: "white", strength: 0.12 },
    ],
    `<g stroke="${C.teal}" stroke-opacity=".25" stroke-width="3" fill="none"><path d="${web}"/></g>
<g stroke="${C.tealLight}" stroke-opacity=".8" stroke-width="4"><path d="${spokes}"/></g>
${ring.map(([x, y], i) => avatar(x, y, 44, i % 3 === 1 ? C.accent : C.teal)).join("")}${checks}
${glow(cx, cy, 200, "teal", 0.9)}${avatar(cx, cy, 92, C.tealLight)}${checkBadge(cx + 70, cy - 66, 30, C.accent)}
${place({ x: 210, y: 470, rotate: -12, opacity: 0.35 }, () => `<g stroke="${C.muted}" stroke-width="7" stroke-linecap="round">${print}</g><path d="M-120 -90L120 110" stroke="${C.muted}" stroke-width="10" stroke-linecap="round"/>`)}`,
  );
};

/** Glory: the limited Guardian badge in two spotlights, its holders meeting below. */
export const glory: Cover = () => {
  const bx = 820;
  const by = 262;
  const beam = (x: number) =>
    `<path d="${poly(
      [
        [x - 20, 0],
        [x + 20, 0],
        [bx + 170, by + 120],
        [bx - 170, by + 120],
      ],
      true,
    )}" fill="url(#spot)"/>`;
  const laurel = (side: 1 | -1) =>
    Array.from({ length: 7 }, (_, i) => {
      const a = Math.PI / 2 + side * (0.5 + i * 0.32);
      const x = bx + 190 * Math.cos(a) * -1;
      const y = by + 30 + 170 * Math.sin(a) * -1 + 60;
      return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="34" ry="13" fill="url(#${D.gold})" transform="rotate(${num((a * 180) / Math.PI + side * 70)} ${num(x)} ${num(y)})"/>`;
    }).join("");
  return stage(
    [
      { x: 0.68, y: 0.45, r: 0.5, color: "gold", strength: 0.45 },
      { x: 0.3, y: 1, r: 0.5, color: "teal", strength: 0.3 },
    ],
    `${beam(560)}${beam(1120)}${laurel(1)}${laurel(-1)}
${place({ x: bx, y: by }, () => `${glow(0, 0, 260, "gold", 0.6)}${shield(330, `url(#${D.gold})`, false)}${shield(230, C.bg2, false)}<path d="${starPath(0, -8, 70)}" fill="url(#${D.gold})"/>`)}
<path d="M${bx - 150} ${by + 190}h300l-24 34 24 34h-300l24-34z" fill="${C.teal}"/>
${isHero() ? crowd("glory", shown().x0 - 20, shown().x1 + 20, H + 10, 80, 125) : crowd("glory", 360, W + 20, H + 10, 80, 125)}`,
    `<linearGradient id="spot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
  );
};

/** Influencers: one voice, its message rippling out in bubbles to a crowd of followers. */
export const influencers: Cover = () => {
  const cx = 700;
  const cy = 330;
  const r = rng("influencers");
  const waves = [140, 220, 300, 380]
    .map((rad, i) => `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="none" stroke="${C.accent}" stroke-opacity="${num2(0.5 - i * 0.1)}" stroke-width="${4 - i * 0.6}"/>`)
    .join("");
  const bubble = (x: number, y: number, s: number, fill: string, inner: string) =>
    `<g transform="translate(${x} ${y})"><path d="M${-s} ${-s * 0.7}h${2 * s}a${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.3} ${s * 0.3}v${s * 0.8}a${s * 0.3} ${s * 0.3} 0 0 1 ${-s * 0.3} ${s * 0.3}h${-s * 1.2}l${-s * 0.5} ${s * 0.45}v${-s * 0.45}h${-s * 0.3}a${s * 0.3} ${s * 0.3} 0 0 1 ${-s * 0.3} ${-s * 0.3}v${-s * 0.8}a${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.3} ${-s * 0.3}z" fill="${fill}"/>${inner}</g>`;
  const heart = (s: number, c: string) =>
    `<path d="M0 ${s * 0.5}C${-s} ${-s * 0.1} ${-s * 0.5} ${-s * 0.9} 0 ${-s * 0.35}C${s * 0.5} ${-s * 0.9} ${s} ${-s * 0.1} 0 ${s * 0.5}z" fill="${c}"/>`;
  const followers = Array.from({ length: 13 }, (_, i) => {
    const a = Math.PI * (0.08 + (i / 12) * 0.84);
    return avatar(cx + 500 * Math.cos(a), cy + 20 + 250 * Math.sin(a), 26 + r() * 8, i % 3 ? C.teal : C.accent);
  }).join("");
  return stage(
    [
      { x: 0.58, y: 0.52, r: 0.45, color: "gold", strength: 0.5 },
      { x: 0.95, y: 0.15, r: 0.4, color: "teal", strength: 0.35 },
    ],
    `${waves}${followers}
${bubble(1000, 190, 70, C.accent, heart(30, C.accentInk))}${bubble(470, 250, 52, C.teal, `<path d="M-12 -18L20 0-12 18z" fill="${C.bg}"/>`)}
${bubble(960, 400, 44, C.text, `<circle r="8" cx="-20" fill="${C.bg}"/><circle r="8" fill="${C.bg}"/><circle r="8" cx="20" fill="${C.bg}"/>`)}
${glow(cx, cy, 170, "gold", 0.8)}${avatar(cx, cy, 88, C.accent)}${checkBadge(cx + 64, cy - 66, 26, C.teal)}`,
  );
};

/** The rival: a cold scanning orb against a warm web of people who vouch for each other. */
export const rival: Cover = () => {
  const orb = { x: 330, y: 380, r: 160 };
  const r = rng("rival-web");
  const nodes = Array.from({ length: 11 }, (_, i) => [720 + (i % 4) * 130 + r() * 60, 130 + Math.floor(i / 4) * 170 + r() * 70] as [number, number]);
  const links = nodes
    .flatMap((a, i) =>
      nodes
        .slice(i + 1)
        .filter((b) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 230)
        .map((b) => poly([a, b])),
    )
    .join("");
  return stage(
    [
      { x: 0.85, y: 0.5, r: 0.5, color: "gold", strength: 0.5 },
      { x: 0.27, y: 0.6, r: 0.4, color: "white", strength: 0.12 },
    ],
    `<rect x="${W / 2 + 40}" width="3" height="${H}" fill="${C.text}" opacity=".12"/>
<path d="${poly(
      [
        [orb.x + 40, orb.y - 30],
        [W / 2 + 30, orb.y - 190],
        [W / 2 + 30, orb.y + 190],
        [orb.x + 40, orb.y + 30],
      ],
      true,
    )}" fill="url(#scanBeam)"/>
<circle cx="${orb.x}" cy="${orb.y + orb.r + 30}" r="${orb.r * 0.9}" fill="${C.ink}" opacity=".5" filter="url(#${D.blurSoft})"/>
<circle cx="${orb.x}" cy="${orb.y}" r="${orb.r}" fill="url(#${D.steel})"/>
<circle cx="${orb.x + 18}" cy="${orb.y}" r="${orb.r * 0.52}" fill="${C.ink}"/>
<circle cx="${orb.x + 18}" cy="${orb.y}" r="${orb.r * 0.42}" fill="none" stroke="#9fb3d9" stroke-width="10" stroke-dasharray="4 9"/>
<circle cx="${orb.x + 18}" cy="${orb.y}" r="${orb.r * 0.2}" fill="#dfe8ff"/><circle cx="${orb.x + 2}" cy="${orb.y - 18}" r="12" fill="#fff"/>
<path d="${links}" stroke="${C.accent}" stroke-opacity=".6" stroke-width="4"/>
${nodes.map(([x, y], i) => `${glow(x, y, 70, i % 2 ? "gold" : "teal", 0.5)}${avatar(x, y, 34 + (i % 3) * 6, i % 2 ? C.accent : C.teal)}`).join("")}`,
    `<linearGradient id="scanBeam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dfe8ff" stop-opacity=".35"/><stop offset="1" stop-color="#dfe8ff" stop-opacity="0"/></linearGradient>`,
  );
};

// Covers about the Genesis drop and the Hub: the NFT mint, the lottery, the Hub's orbit of offers,
// and minted profiles standing out from a line of fakes (Sybil resistance).
import { D } from "../../kit/defs.ts";
import { avatar, confetti, glow, logoMark, shadow } from "../../kit/shapes.ts";
import { C, ngon, num, num2, poly, rng } from "../../kit/svg.ts";
import { place } from "../../kit/text.ts";
import { calendar, gift, giftDefs, medallion, parachute, ticket } from "../objects.ts";
import { type Cover, stage } from "./frame.ts";

/** A four-pointed sparkle. */
function sparkle(x: number, y: number, r: number, fill: string = C.goldLight): string {
  return `<path d="M${x} ${y - r}Q${x + r * 0.14} ${y - r * 0.14} ${x + r} ${y}Q${x + r * 0.14} ${y + r * 0.14} ${x} ${y + r}Q${x - r * 0.14} ${y + r * 0.14} ${x - r} ${y}Q${x - r * 0.14} ${y - r * 0.14} ${x} ${y - r}Z" fill="${fill}"/>`;
}

/** The Genesis NFT mint: the medallion rising out of a pool of light, turned a little towards us. */
export const nft: Cover = () => {
  const cx = 800;
  const cy = 290;
  const r = rng("nft");
  const motes = Array.from(
    { length: 28 },
    () => `<circle cx="${num(cx + (r() - 0.5) * 520)}" cy="${num(560 - r() * 420)}" r="${num(2 + r() * 4)}" fill="${C.goldLight}" opacity="${num2(0.2 + r() * 0.6)}"/>`,
  ).join("");
  return stage(
    [
      { x: 0.67, y: 0.45, r: 0.5, color: "gold", strength: 0.6 },
      { x: 0.67, y: 1, r: 0.4, color: "teal", strength: 0.4 },
    ],
    `<ellipse cx="${cx}" cy="560" rx="300" ry="54" fill="url(#${D.glowGold})"/><ellipse cx="${cx}" cy="560" rx="230" ry="36" fill="none" stroke="${C.goldLight}" stroke-opacity=".5" stroke-width="3"/>
${motes}<circle cx="${cx}" cy="${cy}" r="260" fill="none" stroke="${C.goldLight}" stroke-opacity=".25" stroke-width="2"/>
<g transform="translate(${cx} ${cy}) skewY(-4) scale(.9 1)">${medallion(215)}</g>
${sparkle(cx + 250, cy - 170, 30)}${sparkle(cx - 270, cy + 80, 20)}${sparkle(cx + 200, cy + 200, 16, C.tealLight)}`,
  );
};

/** The Genesis lottery: tickets fanned out, the winning one lifted, the 24-hour claim window ticking behind. */
export const lottery: Cover = () => {
  const cx = 800;
  const pivot = 600;
  const dial = { cy: 280, r: 230, claimed: 0.7 };
  const ticks = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    const r0 = dial.r - (i % 6 ? 12 : 24);
    return `M${num(cx + r0 * Math.sin(a))} ${num(dial.cy - r0 * Math.cos(a))}L${num(cx + dial.r * Math.sin(a))} ${num(dial.cy - dial.r * Math.cos(a))}`;
  }).join("");
  const end = dial.claimed * Math.PI * 2;
  const sweep = `M${cx} ${dial.cy - dial.r - 18}A${dial.r + 18} ${dial.r + 18} 0 1 1 ${num(cx + (dial.r + 18) * Math.sin(end))} ${num(dial.cy - (dial.r + 18) * Math.cos(end))}`;
  const fan = [-36, -18, 18, 36, 0]
    .map((deg, i) => {
      const winner = deg === 0;
      const fill = winner ? `url(#${D.gold})` : i % 2 ? `url(#${D.teal})` : C.surface2;
      return `<g transform="translate(${cx} ${pivot}) rotate(${deg}) translate(-170 ${winner ? -420 : -380})">${winner ? glow(170, 75, 260, "gold", 0.7) : ""}${ticket(340, 150, fill, winner ? C.accentInk : C.bg)}</g>`;
    })
    .join("");
  return stage(
    [
      { x: 0.67, y: 0.4, r: 0.5, color: "gold", strength: 0.5 },
      { x: 0.9, y: 0.9, r: 0.35, color: "teal", strength: 0.3 },
    ],
    `<circle cx="${cx}" cy="${dial.cy}" r="${dial.r}" fill="${C.ink}" fill-opacity=".35"/><path d="${ticks}" stroke="${C.muted}" stroke-opacity=".5" stroke-width="4"/>
<path d="${sweep}" fill="none" stroke="${C.teal}" stroke-width="10" stroke-linecap="round"/>
${confetti(rng("lottery"), 480, 20, 700, 260, 40, 18)}${fan}`,
  );
};

/** The Hub: everything it offers circling one place, nearer things larger. */
export const hub: Cover = () => {
  const cx = 760;
  const cy = 330;
  const orbit = { rx: 360, ry: 150, tilt: -8 };
  /** Where each offer sits on the orbit (radians; +pi/2 is nearest to us): calendar, ticket, airdrop, gift, tasks. */
  const angles = [0.35, 1.95, 3.05, -2.25, -0.9];
  const things = [
    (s: number) => place({ x: -60 * s, y: -80 * s, scale: s }, () => calendar(120, 130)),
    (s: number) => place({ x: -90 * s, y: -40 * s, scale: s, rotate: -10 }, () => ticket(180, 80)),
    (s: number) => place({ scale: s, y: -110 * s }, () => parachute(130)),
    (s: number) => place({ scale: s, y: 40 * s }, () => gift(110)),
    (s: number) =>
      place(
        { x: -55 * s, y: -60 * s, scale: s },
        () =>
          `<rect width="110" height="124" rx="18" fill="url(#${D.panel})"/>${[0, 1, 2].map((i) => `<rect x="18" y="${20 + i * 34}" width="22" height="22" rx="6" fill="${i < 2 ? C.teal : "none"}" stroke="${C.teal}" stroke-width="3"/><rect x="50" y="${26 + i * 34}" width="44" height="10" rx="5" fill="${C.muted}" opacity=".5"/>`).join("")}`,
      ),
  ];
  const placed = things.map((draw, i) => {
    const a = angles[i]!;
    const depth = Math.sin(a);
    const x = cx + orbit.rx * Math.cos(a);
    const y = cy + orbit.ry * depth + orbit.rx * Math.cos(a) * Math.tan((orbit.tilt * Math.PI) / 180);
    return {
      depth,
      svg: `${shadow(x, y + 80, 60, 10, 0.4)}<g transform="translate(${num(x)} ${num(y)})" opacity="${num2(0.7 + (0.3 * (depth + 1)) / 2)}">${draw(0.95 + (0.5 * (depth + 1)) / 2)}</g>`,
    };
  });
  const ring = (front: boolean) =>
    `<path d="M${cx - orbit.rx} ${cy}A${orbit.rx} ${orbit.ry} 0 0 ${front ? 0 : 1} ${cx + orbit.rx} ${cy}" fill="none" stroke="${C.accent}" stroke-opacity="${front ? 0.7 : 0.3}" stroke-width="${front ? 4 : 3}" transform="rotate(${orbit.tilt} ${cx} ${cy})"/>`;
  return stage(
    [
      { x: 0.66, y: 0.5, r: 0.5, color: "teal", strength: 0.45 },
      { x: 0.66, y: 0.5, r: 0.25, color: "gold", strength: 0.5 },
    ],
    `${ring(false)}${placed
      .filter((p) => p.depth < 0)
      .map((p) => p.svg)
      .join("")}
${glow(cx, cy, 240, "gold", 0.8)}<circle cx="${cx}" cy="${cy}" r="112" fill="${C.bg2}" stroke="url(#${D.gold})" stroke-width="14"/><circle cx="${cx}" cy="${cy}" r="86" fill="none" stroke="${C.teal}" stroke-opacity=".6" stroke-width="3"/>${logoMark(cx, cy, 104)}
${ring(true)}${placed
      .filter((p) => p.depth >= 0)
      .map((p) => p.svg)
      .join("")}`,
    giftDefs,
  );
};

/** A profile card (w x h, top left at 0, 0): a real one (minted, gold) or a hollow fake. */
function profileCard(w: number, h: number, real: boolean): string {
  const stroke = real ? `url(#${D.gold})` : C.steel;
  const person = real
    ? avatar(w / 2, h * 0.36, w * 0.22, C.accent)
    : `<circle cx="${w / 2}" cy="${h * 0.3}" r="${w * 0.1}" fill="none" stroke="${C.steel}" stroke-width="4"/><path d="M${w * 0.3} ${h * 0.55}a${w * 0.2} ${w * 0.18} 0 0 1 ${w * 0.4} 0" fill="none" stroke="${C.steel}" stroke-width="4"/>`;
  const lines = [0, 1]
    .map(
      (i) =>
        `<rect x="${w * 0.2}" y="${h * (0.68 + i * 0.1)}" width="${w * (0.6 - i * 0.18)}" height="${h * 0.04}" rx="${h * 0.02}" fill="${real ? C.text : C.steel}" opacity="${real ? 0.5 : 0.35}"/>`,
    )
    .join("");
  const stamp = real
    ? `<g transform="translate(${w * 0.82} ${h * 0.12})"><path d="${poly(ngon(0, 0, w * 0.14), true)}" fill="url(#${D.gold})"/>${logoMark(0, 0, w * 0.14, C.accentInk, C.accentInk)}</g>`
    : "";
  return `<rect width="${w}" height="${h}" rx="${w * 0.1}" fill="${real ? C.surface2 : C.bg2}" fill-opacity="${real ? 1 : 0.7}" stroke="${stroke}" stroke-width="${real ? 6 : 3}" stroke-dasharray="${real ? "none" : "14 10"}"/>${person}${lines}${stamp}`;
}

/** Sybil resistance: a line of hollow fakes fading away behind the one profile that was minted. */
export const sybil: Cover = () => {
  const fakes = [0, 1, 2, 3].map((i) => {
    const k = 0.62 + i * 0.09;
    const x = 440 + i * 96;
    const y = 210 - i * 14;
    const cross = i % 2 ? "" : `<path d="M40 60L180 240M180 60L40 240" stroke="${C.steel}" stroke-opacity=".7" stroke-width="8" stroke-linecap="round"/>`;
    return `<g transform="translate(${x} ${y}) scale(${num2(k)})" opacity="${num2(0.45 + i * 0.12)}">${profileCard(220, 300, false)}${cross}</g>`;
  });
  return stage(
    [
      { x: 0.78, y: 0.5, r: 0.45, color: "gold", strength: 0.55 },
      { x: 0.4, y: 0.5, r: 0.4, color: "white", strength: 0.08 },
    ],
    `${fakes.join("")}${glow(900, 320, 260, "gold", 0.6)}${shadow(900, 590, 150, 16, 0.7)}
<g transform="translate(790 120)">${profileCard(270, 380, true)}</g>`,
  );
};

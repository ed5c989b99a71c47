// One piece of art per article topic, drawn on the right of a 1200x630 card (centre 900,315).
// Each takes the animation phase t in [0, 1) (only the two partnership clips move) and a brand name.
import { ICON_BODIES } from "./icons.ts";
import { C, FONT, esc, f, logoMark, pin, rng } from "./svg.ts";

export type Motif = (t: number, brandName: string) => string;

const X = 900;
const Y = 315;
const TAU = Math.PI * 2;

const label = (x: number, y: number, s: string, size = 15, fill: string = C.muted, anchor = "middle", weight = 700) =>
  `<text x="${f(x)}" y="${f(y)}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" letter-spacing="1.2" fill="${fill}">${esc(s)}</text>`;

const check = (x: number, y: number, s: number, stroke: string = C.bg) =>
  `<path d="M${f(x - s * 0.45)} ${f(y)}l${f(s * 0.3)} ${f(s * 0.3)} ${f(s * 0.6)}-${f(s * 0.62)}" fill="none" stroke="${stroke}" stroke-width="${f(s * 0.18)}" stroke-linecap="round" stroke-linejoin="round"/>`;

const avatar = (x: number, y: number, r: number, fill: string = C.teal, op = 1) =>
  `<g opacity="${op}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${C.surface2}" stroke="${fill}" stroke-width="2"/><circle cx="${f(x)}" cy="${f(y - r * 0.22)}" r="${f(r * 0.3)}" fill="${fill}"/><path d="M${f(x - r * 0.55)} ${f(y + r * 0.6)}a${f(r * 0.55)} ${f(r * 0.45)} 0 0 1 ${f(r * 1.1)} 0" fill="${fill}"/></g>`;

/** The manifesto: a globe of meridians and a signed pledge. */
const manifesto: Motif = () => `
<g fill="none" stroke="${C.text}" stroke-width="3" opacity=".9"><circle cx="${X + 40}" cy="${Y - 20}" r="175"/></g>
<g fill="none" stroke="${C.teal}" stroke-width="2" opacity=".6"><ellipse cx="${X + 40}" cy="${Y - 20}" rx="70" ry="175"/><ellipse cx="${X + 40}" cy="${Y - 20}" rx="135" ry="175"/><path d="M${X - 135} ${Y - 20}h350M${X - 115} ${Y - 100}h310M${X - 115} ${Y + 60}h310"/></g>
${pin(X + 150, Y - 90, 70)}
<g transform="rotate(-6 ${X - 60} ${Y + 90})">
<rect x="${X - 190}" y="${Y + 10}" width="250" height="170" rx="14" fill="url(#card)" stroke="${C.accent}" stroke-opacity=".5" stroke-width="2"/>
${label(X - 165, Y + 50, "OUR PLEDGE", 16, C.accent, "start")}
<g fill="${C.muted}" opacity=".55">${[0, 1, 2, 3].map((i) => `<rect x="${X - 165}" y="${Y + 70 + i * 20}" width="${190 - (i % 2) * 50}" height="7" rx="3.5"/>`).join("")}</g>
<circle cx="${X + 30}" cy="${Y + 150}" r="26" fill="url(#gold)"/>${check(X + 30, Y + 150, 26)}
</g>`;

/** Proof of Networking: three tiers of people around you. */
const pon: Motif = () => {
  const r = rng("pon");
  const ring = (n: number, rad: number, off: number) =>
    Array.from({ length: n }, (_, i) => ({ x: X + rad * Math.cos((i / n) * TAU + off), y: Y + rad * 0.86 * Math.sin((i / n) * TAU + off) }));
  const t1 = ring(5, 85, 0.3);
  const t2 = ring(9, 158, 0.1);
  const t3 = ring(13, 228, 0.5);
  const near = (p: { x: number; y: number }, set: { x: number; y: number }[]) =>
    set.reduce((b, q) => (Math.hypot(q.x - p.x, q.y - p.y) < Math.hypot(b.x - p.x, b.y - p.y) ? q : b));
  const edges = [
    ...t1.map((p) => [{ x: X, y: Y }, p]),
    ...t2.map((p) => [near(p, t1), p]),
    ...t3.map((p) => [near(p, t2), p]),
  ];
  return `
<g fill="none" stroke="${C.teal}" stroke-dasharray="4 8" stroke-width="1.5">${[85, 158, 228].map((rad, i) => `<ellipse cx="${X}" cy="${Y}" rx="${rad}" ry="${f(rad * 0.86)}" opacity="${0.35 - i * 0.08}"/>`).join("")}</g>
<g stroke="${C.teal}" stroke-width="2" opacity=".55">${edges.map(([a, b]) => `<path d="M${f(a!.x)} ${f(a!.y)}L${f(b!.x)} ${f(b!.y)}"/>`).join("")}</g>
${t3.map((p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(5 + r() * 3)}" fill="${C.teal}" opacity=".5"/>`).join("")}
${t2.map((p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="9" fill="${C.teal}" opacity=".8"/>`).join("")}
${t1.map((p) => avatar(p.x, p.y, 19)).join("")}
<circle cx="${X}" cy="${Y}" r="34" fill="url(#gold)"/><circle cx="${X}" cy="${Y}" r="42" fill="none" stroke="${C.accent}" stroke-opacity=".4" stroke-width="3"/>
${check(X, Y + 2, 30)}
${label(X, Y - 98 * 0.86 - 8, "TIER 1", 13, C.teal)}${label(X, Y - 158 * 0.86 - 8, "TIER 2", 13, C.teal)}${label(X, Y - 228 * 0.86 - 8, "TIER 3", 13, C.teal)}`;
};

/** Glory: the Guardian badge between laurels. */
const glory: Motif = () => {
  const leaves = (side: 1 | -1) =>
    Array.from({ length: 7 }, (_, i) => {
      const a = Math.PI * (0.62 + i * 0.085);
      const x = X + side * 170 * Math.cos(a) * -1;
      const y = Y + 40 + 170 * Math.sin(a) * -1 + 120;
      return `<ellipse cx="${f(x)}" cy="${f(y - 100)}" rx="11" ry="24" transform="rotate(${f(side * (i * 14 - 30))} ${f(x)} ${f(y - 100)})"/>`;
    }).join("");
  return `
<g fill="none" stroke="${C.accent}">${[190, 230, 270].map((r, i) => `<circle cx="${X}" cy="${Y}" r="${r}" stroke-opacity="${0.28 - i * 0.08}" stroke-width="2" stroke-dasharray="${i === 1 ? "2 10" : "none"}"/>`).join("")}</g>
<g stroke="${C.accent}" stroke-width="2" stroke-linecap="round" opacity=".35">${Array.from({ length: 24 }, (_, i) => { const a = (i / 24) * TAU; return `<path d="M${f(X + 200 * Math.cos(a))} ${f(Y + 200 * Math.sin(a))}L${f(X + 220 * Math.cos(a))} ${f(Y + 220 * Math.sin(a))}"/>`; }).join("")}</g>
<g fill="${C.teal}" opacity=".85">${leaves(1)}${leaves(-1)}</g>
<path d="M${X} ${Y - 150}L${X + 120} ${Y - 105}V${Y - 10}C${X + 120} ${Y + 70} ${X + 60} ${Y + 120} ${X} ${Y + 150}C${X - 60} ${Y + 120} ${X - 120} ${Y + 70} ${X - 120} ${Y - 10}V${Y - 105}Z" fill="url(#gold)"/>
<path d="M${X} ${Y - 122}L${X + 96} ${Y - 86}V${Y - 12}C${X + 96} ${Y + 52} ${X + 48} ${Y + 96} ${X} ${Y + 121}C${X - 48} ${Y + 96} ${X - 96} ${Y + 52} ${X - 96} ${Y - 12}V${Y - 86}Z" fill="${C.bg2}"/>
<path d="M${X} ${Y - 62}l17 35 38 5-28 27 7 38-34-18-34 18 7-38-28-27 38-5z" fill="url(#gold)"/>
<rect x="${X - 110}" y="${Y + 150}" width="220" height="40" rx="8" fill="${C.accent}"/>
${label(X, Y + 177, "GUARDIAN", 19, C.bg)}`;
};

/** Geosocial protocols: a map with contour lines, pins and the path between friends. */
const geosocial: Motif = () => `
<defs><clipPath id="map"><rect x="${X - 230}" y="${Y - 190}" width="460" height="380" rx="22"/></clipPath></defs>
<rect x="${X - 230}" y="${Y - 190}" width="460" height="380" rx="22" fill="${C.bg2}" stroke="${C.teal}" stroke-opacity=".35" stroke-width="2"/>
<g clip-path="url(#map)">
<g fill="none" stroke="${C.teal}" stroke-opacity=".28" stroke-width="1.6">${[40, 75, 110, 150, 195, 245].map((r, i) => `<ellipse cx="${X - 60}" cy="${Y + 30}" rx="${r * 1.3}" ry="${r}" transform="rotate(${-18 + i * 3} ${X - 60} ${Y + 30})"/>`).join("")}</g>
<g fill="none" stroke="${C.muted}" stroke-opacity=".25" stroke-width="7" stroke-linecap="round"><path d="M${X - 250} ${Y - 60}C${X - 100} ${Y - 90} ${X + 40} ${Y + 40} ${X + 250} ${Y}"/><path d="M${X + 60} ${Y - 200}C${X + 40} ${Y - 40} ${X + 120} ${Y + 80} ${X + 90} ${Y + 200}"/></g>
<path d="M${X - 120} ${Y + 95}C${X - 40} ${Y + 10} ${X} ${Y - 60} ${X + 110} ${Y - 95}" fill="none" stroke="${C.accent}" stroke-width="3" stroke-dasharray="9 9"/>
</g>
${pin(X - 120, Y + 95, 66, C.teal)}${pin(X + 110, Y - 95, 66)}${pin(X + 150, Y + 110, 50, C.teal)}
${avatar(X - 180, Y - 120, 22)}${avatar(X + 20, Y + 150, 22)}`;

/** Dormancy Dilution: 50 days of balance, intact to day 15, diluted to day 50, then gone. */
const dormancy: Motif = () => {
  const x0 = X - 240;
  const base = Y + 150;
  const bars = Array.from({ length: 50 }, (_, i) => {
    const day = i + 1;
    const h = day <= 15 ? 250 : 250 * (1 - (day - 15) / 36);
    const fill = day <= 15 ? C.teal : C.accent;
    const op = day <= 15 ? 0.9 : 0.95 - ((day - 15) / 35) * 0.7;
    return `<rect x="${f(x0 + i * 9.4)}" y="${f(base - h)}" width="6.6" height="${f(h)}" rx="2" fill="${fill}" opacity="${f(op * 100) / 100}"/>`;
  }).join("");
  return `
<rect x="${X - 270}" y="${Y - 170}" width="540" height="390" rx="22" fill="${C.bg2}" fill-opacity=".75" stroke="${C.text}" stroke-opacity=".1"/>
${bars}
<path d="M${x0 - 6} ${base + 2}H${x0 + 480}" stroke="${C.muted}" stroke-opacity=".5" stroke-width="2"/>
<path d="M${f(x0 + 14.5 * 9.4)} ${base - 262}V${base + 10}M${f(x0 + 49.5 * 9.4)} ${base - 262}V${base + 10}" stroke="${C.text}" stroke-opacity=".4" stroke-dasharray="4 6" stroke-width="2"/>
${label(x0, base + 36, "DAY 1", 14, C.muted, "start")}${label(x0 + 14.5 * 9.4, base + 36, "DAY 15", 14, C.teal)}${label(x0 + 49.5 * 9.4, base + 36, "DAY 50", 14, C.accent)}
${label(x0 + 70, base - 270, "INTACT", 14, C.teal)}${label(x0 + 310, base - 200, "DILUTING", 14, C.accent)}`;
};

/** The MPC wallet: one key, three shares, no single point of failure. */
const mpc: Motif = () => {
  const pts = [
    { x: X, y: Y - 165, l: "KEYGEN" },
    { x: X - 190, y: Y + 140, l: "SIGN" },
    { x: X + 190, y: Y + 140, l: "VERIFY" },
  ];
  return `
<g fill="none" stroke="${C.teal}" stroke-width="2.5" stroke-dasharray="10 8" opacity=".6"><path d="M${pts.map((p) => `${p.x} ${p.y}`).join("L")}Z"/></g>
<g stroke="${C.accent}" stroke-width="2" opacity=".5">${pts.map((p) => `<path d="M${X} ${Y + 20}L${p.x} ${p.y}"/>`).join("")}</g>
${pts
  .map(
    (p, i) => `<rect x="${p.x - 54}" y="${p.y - 54}" width="108" height="108" rx="24" fill="url(#card)" stroke="${C.teal}" stroke-width="2"/>
<g transform="translate(${p.x} ${p.y - 6}) rotate(${-30 + i * 30})"><circle cx="-16" cy="0" r="14" fill="none" stroke="${C.accent}" stroke-width="6"/><path d="M-2 0h34M22 0v12M30 0v9" stroke="${C.accent}" stroke-width="6" stroke-linecap="round"/></g>
${label(p.x, p.y + 38, p.l, 13, C.teal)}`,
  )
  .join("")}
<circle cx="${X}" cy="${Y + 20}" r="48" fill="url(#gold)"/>
<rect x="${X - 20}" y="${Y + 12}" width="40" height="32" rx="6" fill="${C.bg}"/><path d="M${X - 12} ${Y + 12}v-10a12 12 0 0 1 24 0v10" fill="none" stroke="${C.bg}" stroke-width="6"/>`;
};

/** Influencers: one voice, many rings of reach. */
const influencers: Motif = () => {
  const r = rng("influencers");
  const people = Array.from({ length: 9 }, (_, i) => {
    const a = -1.1 + (i / 8) * 2.2;
    const d = 150 + (i % 3) * 55;
    return { x: X - 120 + d * Math.cos(a), y: Y + d * Math.sin(a) };
  });
  return `
<g fill="none" stroke="${C.accent}" stroke-width="3" stroke-linecap="round">${[70, 130, 190, 250].map((rad, i) => `<path d="M${f(X - 120 + rad * Math.cos(-0.9))} ${f(Y + rad * Math.sin(-0.9))}A${rad} ${rad} 0 0 1 ${f(X - 120 + rad * Math.cos(0.9))} ${f(Y + rad * Math.sin(0.9))}" opacity="${0.8 - i * 0.17}"/>`).join("")}</g>
<g stroke="${C.teal}" stroke-opacity=".35" stroke-width="1.5">${people.map((p) => `<path d="M${X - 120} ${Y}L${f(p.x)} ${f(p.y)}"/>`).join("")}</g>
${people.map((p) => avatar(p.x, p.y, 18 + r() * 8, C.teal, 0.7 + r() * 0.3)).join("")}
<circle cx="${X - 120}" cy="${Y}" r="58" fill="url(#gold)"/>
<path d="M${X - 150} ${Y - 14}h16l34-22v72l-34-22h-16z" fill="${C.bg}"/><path d="M${X - 140} ${Y + 14}l6 24h10l-4-24" fill="${C.bg}"/>`;
};

/** The rival comparison: an iris scanner on one side, a people's network on the other. */
const rival: Motif = () => `
<g transform="translate(${X - 130} ${Y}) scale(.9)" opacity=".75">
<path d="M-120 0C-70 -80 70 -80 120 0C70 80 -70 80 -120 0Z" fill="${C.bg2}" stroke="${C.muted}" stroke-width="3"/>
<circle r="52" fill="none" stroke="${C.muted}" stroke-width="3"/><circle r="34" fill="none" stroke="${C.muted}" stroke-opacity=".6" stroke-width="2" stroke-dasharray="3 5"/><circle r="16" fill="${C.muted}"/>
<path d="M-130 -95L130 95" stroke="${C.accent}" stroke-width="8" stroke-linecap="round"/>
</g>
${label(X - 130, Y + 125, "CENTRALIZED", 14, C.muted)}
<circle cx="${X + 20}" cy="${Y}" r="28" fill="${C.surface2}" stroke="${C.text}" stroke-opacity=".2"/>${label(X + 20, Y + 7, "VS", 18, C.text)}
<g transform="translate(${X + 165} ${Y}) scale(.9)">
<circle r="120" fill="none" stroke="${C.teal}" stroke-width="3"/><ellipse rx="50" ry="120" fill="none" stroke="${C.teal}" stroke-opacity=".5" stroke-width="2"/><path d="M-120 0h240" stroke="${C.teal}" stroke-opacity=".5" stroke-width="2"/>
<g stroke="${C.accent}" stroke-width="2.5" fill="none"><path d="M-60 -60L30 -80L75 20L-20 70L-60 -60L75 20M30 -80L-20 70"/></g>
${[[-60, -60], [30, -80], [75, 20], [-20, 70]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="url(#gold)"/>`).join("")}
</g>
${label(X + 165, Y + 140, "DECENTRALIZED", 14, C.teal)}`;

/** Sets the bar: growth with no VC, no private sale and no ads. */
const bar: Motif = () => {
  const hs = [70, 110, 150, 205, 270];
  return `
<path d="M${X - 250} ${Y - 150}H${X + 250}" stroke="${C.accent}" stroke-width="4" stroke-dasharray="14 10"/>
${label(X + 250, Y - 165, "THE BAR", 14, C.accent, "end")}
${hs.map((h, i) => `<rect x="${X - 230 + i * 96}" y="${Y + 160 - h}" width="64" height="${h}" rx="10" fill="${i === 4 ? "url(#gold)" : "url(#tealg)"}" opacity="${i === 4 ? 1 : 0.35 + i * 0.14}"/>`).join("")}
<path d="M${X - 198} ${Y + 70}L${X - 102} ${Y + 35}L${X - 6} ${Y - 5}L${X + 90} ${Y - 60}L${X + 186} ${Y - 125}" fill="none" stroke="${C.text}" stroke-width="3"/>
<circle cx="${X + 186}" cy="${Y - 125}" r="10" fill="${C.text}"/>
${["NO VC", "NO PRIVATE SALE", "NO ADS"]
  .map((s, i) => {
    const w = s.length * 11 + 52;
    const x = X - 250 + [0, 112, 306][i]!;
    return `<rect x="${x}" y="${Y + 188}" width="${w}" height="36" rx="18" fill="${C.surface2}" stroke="${C.teal}" stroke-opacity=".4"/><circle cx="${x + 19}" cy="${Y + 206}" r="9" fill="${C.teal}"/>${check(x + 19, Y + 206, 10)}${label(x + 36, Y + 212, s, 13, C.text, "start")}`;
  })
  .join("")}`;
};

const hexPath = (cx: number, cy: number, r: number) =>
  `M${Array.from({ length: 6 }, (_, i) => `${f(cx + r * Math.cos((i / 6) * TAU - Math.PI / 2))} ${f(cy + r * Math.sin((i / 6) * TAU - Math.PI / 2))}`).join("L")}Z`;

/** The Genesis NFT: a minted hexagon bearing the mark. */
const nft: Motif = (_t, brandName) => `
<path d="${hexPath(X - 150, Y - 60, 100)}" fill="none" stroke="${C.teal}" stroke-opacity=".3" stroke-width="2"/>
<path d="${hexPath(X + 165, Y + 85, 90)}" fill="none" stroke="${C.teal}" stroke-opacity=".3" stroke-width="2"/>
<path d="${hexPath(X, Y, 190)}" fill="url(#gold)"/>
<path d="${hexPath(X, Y, 176)}" fill="${C.bg2}"/>
${logoMark(X - 62, Y - 110, 124)}
${label(X, Y + 62, "GENESIS", 30, C.accent)}
${label(X, Y + 96, `${brandName.toUpperCase()} · #0001`, 15, C.muted)}
<g fill="${C.accent}">${[[X + 170, Y - 150, 10], [X - 205, Y + 120, 8], [X + 215, Y - 40, 6]].map(([x, y, s]) => `<path d="M${x} ${y! - s!}L${x! + s! * 0.3} ${y! - s! * 0.3}L${x! + s!} ${y}L${x! + s! * 0.3} ${y! + s! * 0.3}L${x} ${y! + s!}L${x! - s! * 0.3} ${y! + s! * 0.3}L${x! - s!} ${y}L${x! - s! * 0.3} ${y! - s! * 0.3}Z"/>`).join("")}</g>`;

/** The Genesis lottery: the ticket id is the NFT id, and a 24-hour claim window. */
const lottery: Motif = () => `
<g transform="rotate(-8 ${X} ${Y})">
<path d="M${X - 240} ${Y - 110}H${X + 200}a0 0 0 0 0 0 0v70a22 22 0 0 0 0 44v66H${X - 240}v-66a22 22 0 0 0 0-44z" fill="url(#gold)"/>
<path d="M${X + 90} ${Y - 100}V${Y + 90}" stroke="${C.bg}" stroke-width="3" stroke-dasharray="8 8"/>
${label(X - 210, Y - 55, "GENESIS LOTTERY", 16, C.bg, "start")}
<text x="${X - 210}" y="${Y + 22}" font-family="${FONT}" font-size="56" font-weight="800" fill="${C.bg}">#0427</text>
${label(X - 210, Y + 66, "TICKET ID = NFT ID", 15, C.bg, "start")}
${label(X + 145, Y + 6, "NFT", 16, C.bg)}${label(X + 145, Y + 30, "#0427", 16, C.bg)}
</g>
<circle cx="${X + 180}" cy="${Y + 150}" r="64" fill="${C.bg2}" stroke="${C.teal}" stroke-width="4"/>
<path d="M${X + 180} ${Y + 108}V${Y + 150}L${X + 206} ${Y + 166}" fill="none" stroke="${C.teal}" stroke-width="5" stroke-linecap="round"/>
${label(X + 180, Y + 240, "24H TO CLAIM", 14, C.teal)}
<g fill="url(#gold)">${[[X - 200, Y + 170], [X - 140, Y + 196], [X - 250, Y + 210]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="30" ry="12"/>`).join("")}</g>`;

/** The Hub: one centre, five ways in. */
const hub: Motif = () => {
  const items = ["TASKS", "EVENTS", "LOTTERIES", "AIRDROPS", "GIVEAWAYS"];
  const glyph = (l: string, x: number, y: number) =>
    `<g transform="translate(${f(x - 24)} ${f(y - 24)}) scale(.75)">${ICON_BODIES[l.toLowerCase()] ?? ""}</g>`;
  const pos = items.map((l, i) => ({ l, x: X + 205 * Math.cos((i / 5) * TAU - Math.PI / 2), y: Y + 185 * Math.sin((i / 5) * TAU - Math.PI / 2) }));
  return `
<circle cx="${X}" cy="${Y}" r="205" fill="none" stroke="${C.teal}" stroke-opacity=".25" stroke-width="2" stroke-dasharray="6 10"/>
<g stroke="${C.teal}" stroke-width="3" opacity=".55">${pos.map((p) => `<path d="M${X} ${Y}L${f(p.x)} ${f(p.y)}"/>`).join("")}</g>
${pos.map((p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="38" fill="url(#card)" stroke="${C.teal}" stroke-width="2.5"/>${glyph(p.l, p.x, p.y)}${label(p.x, p.y + 60, p.l, 12, C.teal)}`).join("")}
<circle cx="${X}" cy="${Y}" r="70" fill="url(#gold)"/>
${logoMark(X - 40, Y - 40, 80, C.bg)}`;
};

/** Sybil resistance: one minted profile stands, the fakes fall away. */
const sybil: Motif = () => {
  const ghost = (x: number, y: number, rot: number, op: number) =>
    `<g transform="rotate(${rot} ${x} ${y})" opacity="${op}"><rect x="${x - 80}" y="${y - 100}" width="160" height="200" rx="18" fill="none" stroke="${C.muted}" stroke-width="2" stroke-dasharray="8 7"/>${avatar(x, y - 30, 30, C.muted)}<path d="M${x - 22} ${y + 40}l44 44M${x + 22} ${y + 40}l-44 44" stroke="${C.accent}" stroke-width="5" stroke-linecap="round"/></g>`;
  return `
${ghost(X - 180, Y + 10, -12, 0.45)}${ghost(X + 180, Y + 10, 12, 0.45)}${ghost(X - 110, Y - 40, -6, 0.3)}
<rect x="${X - 105}" y="${Y - 140}" width="210" height="270" rx="22" fill="url(#card)" stroke="${C.accent}" stroke-width="3"/>
${avatar(X, Y - 55, 46)}
<rect x="${X - 65}" y="${Y + 10}" width="130" height="10" rx="5" fill="${C.text}" opacity=".7"/><rect x="${X - 45}" y="${Y + 32}" width="90" height="8" rx="4" fill="${C.muted}" opacity=".5"/>
<rect x="${X - 62}" y="${Y + 64}" width="124" height="36" rx="18" fill="url(#gold)"/>${label(X, Y + 88, "MINTED", 15, C.bg)}
<circle cx="${X + 88}" cy="${Y - 126}" r="28" fill="${C.teal}"/>${check(X + 88, Y - 126, 26)}`;
};

/** Particle Network partnership: social logins orbit a wallet you never have to fund with gas. */
const particle: Motif = (t) => {
  const icons = ["mail", "chat", "user", "globe"] as const;
  const glyph = (k: (typeof icons)[number], x: number, y: number) =>
    ({
      mail: `<rect x="${f(x - 15)}" y="${f(y - 11)}" width="30" height="22" rx="3" fill="none" stroke="${C.bg}" stroke-width="3"/><path d="M${f(x - 15)} ${f(y - 9)}l15 11 15-11" fill="none" stroke="${C.bg}" stroke-width="3"/>`,
      chat: `<path d="M${f(x - 15)} ${f(y - 12)}h30v20h-18l-8 8v-8h-4z" fill="none" stroke="${C.bg}" stroke-width="3" stroke-linejoin="round"/>`,
      user: `<circle cx="${f(x)}" cy="${f(y - 6)}" r="7" fill="${C.bg}"/><path d="M${f(x - 13)} ${f(y + 14)}a13 11 0 0 1 26 0z" fill="${C.bg}"/>`,
      globe: `<circle cx="${f(x)}" cy="${f(y)}" r="14" fill="none" stroke="${C.bg}" stroke-width="3"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="6" ry="14" fill="none" stroke="${C.bg}" stroke-width="2.5"/><path d="M${f(x - 14)} ${f(y)}h28" stroke="${C.bg}" stroke-width="2.5"/>`,
    })[k];
  const orbit = icons.map((k, i) => {
    const a = (i / 4 + t) * TAU;
    const x = X + 215 * Math.cos(a);
    const y = Y + 150 * Math.sin(a);
    return `<path d="M${f(x)} ${f(y)}L${X} ${Y}" stroke="${C.teal}" stroke-opacity=".3" stroke-width="2" stroke-dasharray="5 7"/><circle cx="${f(x)}" cy="${f(y)}" r="32" fill="url(#tealg)"/>${glyph(k, x, y)}`;
  });
  const sparks = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18 - t) * TAU;
    const rr = 150 + 20 * Math.sin(i * 1.7 + t * TAU);
    return `<circle cx="${f(X + rr * Math.cos(a))}" cy="${f(Y + rr * 0.62 * Math.sin(a))}" r="${2 + (i % 3)}" fill="${C.accent}" opacity="${f(0.35 + 0.3 * Math.sin(i + t * TAU))}"/>`;
  });
  const pulse = 1 + 0.04 * Math.sin(t * TAU);
  return `
<ellipse cx="${X}" cy="${Y}" rx="215" ry="150" fill="none" stroke="${C.teal}" stroke-opacity=".35" stroke-width="2"/>
${sparks.join("")}
${orbit.join("")}
<g transform="translate(${X} ${Y}) scale(${f(pulse * 1000) / 1000})">
<rect x="-92" y="-64" width="184" height="128" rx="20" fill="url(#card)" stroke="${C.accent}" stroke-width="3"/>
<rect x="38" y="-18" width="66" height="36" rx="12" fill="${C.accent}"/><circle cx="62" cy="0" r="7" fill="${C.bg}"/>
${label(-70, -28, "WALLET", 14, C.muted, "start")}
<text x="-70" y="14" font-family="${FONT}" font-size="30" font-weight="800" fill="${C.text}">0 gas</text>
${label(-70, 44, "SOCIAL LOGIN", 12, C.teal, "start")}
</g>`;
};

/** Biconomy partnership: transactions rise through the account-abstraction stack, gas paid for. */
const biconomy: Motif = (t) => {
  const L = X - 60;
  const layer = (y: number, fill: string, op: number, name: string) =>
    `<path d="M${L} ${y - 62}L${L + 175} ${y}L${L} ${y + 62}L${L - 175} ${y}Z" fill="${fill}" fill-opacity="${op}" stroke="${C.teal}" stroke-opacity=".6" stroke-width="2"/>${label(L + 188, y + 5, name, 14, C.teal, "start")}`;
  const dots = Array.from({ length: 6 }, (_, i) => {
    const p = (i / 6 + t) % 1;
    const y = Y + 190 - p * 360;
    const x = L + 70 * Math.sin((i * 2.1 + p * 3) * 1.3);
    const op = Math.sin(p * Math.PI);
    return `<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="${C.accent}" opacity="${f(op)}"/><circle cx="${f(x)}" cy="${f(y)}" r="18" fill="${C.accent}" opacity="${f(op * 0.25)}"/>`;
  });
  return `
${layer(Y + 150, C.surface, 0.9, "ROLLUP")}
${layer(Y + 30, C.surface2, 0.9, "SMART ACCOUNT")}
${layer(Y - 90, C.teal, 0.22, "YOUR APP")}
${dots.join("")}
<g transform="translate(${X + 60} ${Y - 230})">
<rect width="160" height="52" rx="26" fill="${C.bg2}" stroke="${C.accent}" stroke-width="2"/>
<path d="M22 14h16v26h-16zM38 20l8 4v12a3 3 0 0 0 6 0v-16" fill="none" stroke="${C.accent}" stroke-width="3" stroke-linejoin="round"/><path d="M16 42L58 12" stroke="${C.accent}" stroke-width="3"/>
${label(70, 32, "GASLESS", 15, C.accent, "start")}
</g>`;
};

export const articleMotifs: Record<string, Motif> = {
  manifesto, pon, glory, geosocial, particle, biconomy, dormancy, mpc, influencers, rival, bar, nft, lottery, hub, sybil,
};

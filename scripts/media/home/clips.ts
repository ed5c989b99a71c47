// The four story clips, one SVG frame per time t in [0, 1): mining with a tap, verification by friends,
// a footprint minted on the map, and citizens voting. Rendered to H.264 by build.ts.
import { worldDots } from "./art.ts";
import { avatar, backdrop, C, check, clamp01, commonDefs, contours, ease, f, lerp, logo, pin, r2, streetMap, svgDoc, text } from "./kit.ts";

export const CLIP_W = 640;
export const CLIP_H = 360;
export const CLIP_SECONDS = 5;
export const CLIP_FPS = 24;

export interface Clip {
  name: string;
  /** Time of the frame used as the poster. */
  posterAt: number;
  frame(t: number): string;
}

const W = CLIP_W;
const H = CLIP_H;

function title(s: string, sub: string): string {
  return `${text(28, 44, 22, 800, C.text, s)}${text(28, 68, 14, 500, C.muted, sub)}`;
}

function money(n: number): string {
  return n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const mine: Clip = {
  name: "story-mine",
  posterAt: 0.96,
  frame(t) {
    const cx = 320;
    const cy = 200;
    const tap = 0.12;
    const pressed = t > tap && t < tap + 0.05 ? 0.92 : 1 + 0.03 * Math.sin(t * Math.PI * 8);
    let rings = "";
    for (let k = 0; k < 4; k++) {
      const start = tap + k * 0.2;
      const p = (t - start) / 0.5;
      if (p > 0 && p < 1) rings += `<circle cx="${cx}" cy="${cy}" r="${f(70 + p * 120)}" fill="none" stroke="${C.accent}" stroke-opacity="${r2((1 - p) * 0.8)}" stroke-width="3"/>`;
    }
    const coins: string[] = [];
    let arrived = 0;
    for (let k = 0; k < 10; k++) {
      const start = tap + 0.04 + k * 0.05;
      const p = clamp01((t - start) / 0.28);
      if (p >= 1) arrived++;
      if (p <= 0 || p >= 1) continue;
      const e = ease(p);
      const x = lerp(cx + (k % 2 ? 30 : -30), 464, e);
      const y = lerp(cy, 52, e) - Math.sin(e * Math.PI) * 60;
      coins.push(`<g transform="translate(${f(x)} ${f(y)})"><circle r="11" fill="url(#gold)"/><circle r="6" fill="none" stroke="${C.bg}" stroke-opacity=".5" stroke-width="2"/></g>`);
    }
    const balance = 1272 + arrived * 1.24;
    const bar = ease(t, tap, 0.95);
    const body = `${backdrop(W, H, "", [0.5, 0.55, 0.1, 0.9])}
      ${title("Tap to mine", "One tap starts a 24-hour session")}
      <g transform="translate(430 20)"><rect width="190" height="64" rx="18" fill="${C.surface2}" stroke="${C.text}" stroke-opacity=".14"/>
        ${logo(34, 32, 30)}${text(62, 27, 12, 600, C.muted, "Balance")}${text(62, 50, 20, 800, C.text, money(balance))}</g>
      <circle cx="${cx}" cy="${cy}" r="150" fill="url(#glowGold)"/>
      ${rings}
      <g transform="translate(${cx} ${cy}) scale(${r2(pressed)})">
        <circle r="70" fill="url(#gold)"/>${logo(0, 0, 80, C.bg, C.bg)}
      </g>
      ${coins.join("")}
      <g transform="translate(120 318)"><rect width="400" height="10" rx="5" fill="${C.surface2}"/><rect width="${f(400 * bar)}" height="10" rx="5" fill="${C.teal}"/></g>
      ${text(320, 306, 13, 600, C.muted, t > tap ? `Mining session · ${Math.round(bar * 100)}%` : "Ready", "middle")}`;
    return svgDoc(W, H, body, commonDefs());
  },
};

const verify: Clip = {
  name: "story-verify",
  posterAt: 0.9,
  frame(t) {
    const cx = 320;
    const cy = 200;
    const friends = [0, 1, 2, 3, 4].map((i) => {
      const a = (i / 5) * Math.PI * 2 - Math.PI / 2 + 0.3;
      return [cx + Math.cos(a) * 200, cy + 10 + Math.sin(a) * 115] as const;
    });
    let links = "";
    let people = "";
    let vouched = 0;
    friends.forEach(([x, y], i) => {
      const start = 0.08 + i * 0.13;
      const s = ease(t, start, start + 0.08);
      if (s <= 0) return;
      const l = ease(t, start + 0.05, start + 0.15);
      links += `<path d="M${cx} ${cy}L${f(lerp(cx, x, l))} ${f(lerp(cy, y, l))}" stroke="${C.teal}" stroke-width="3" stroke-opacity=".85"/>`;
      people += `<g transform="translate(${f(x)} ${f(y)}) scale(${r2(s)})">${avatar(0, 0, 26, C.teal)}</g>`;
      if (l >= 1) {
        vouched++;
        people += check(x + 20, y - 20, 10);
      }
    });
    const done = ease(t, 0.78, 0.86);
    const body = `${backdrop(W, H, "", [0.5, 0.6, 0.2, 0.3])}
      ${contours(cx, cy, 7, 26, `verify-${Math.floor(t * 6)}`, 0.1)}
      ${title("Verified by friends", "Proof of Networking, no biometrics")}
      ${links}
      <circle cx="${cx}" cy="${cy}" r="${f(70 + done * 20)}" fill="url(#glowGold)"/>
      ${avatar(cx, cy, 40, C.accent)}
      ${people}
      ${done > 0 ? `<g opacity="${r2(done)}">${check(cx + 32, cy - 32, 15, C.accent)}</g>` : ""}
      <g transform="translate(430 300)"><rect width="190" height="40" rx="20" fill="${C.bg}" fill-opacity=".9" stroke="${vouched >= 3 ? C.accent : C.teal}" stroke-opacity=".7"/>
        ${text(95, 26, 15, 700, vouched >= 3 ? C.accent : C.text, vouched >= 3 ? `Verified · ${vouched} friends` : `${vouched} of 3 vouches`, "middle")}</g>`;
    return svgDoc(W, H, body, commonDefs());
  },
};

function bezier(p0: number[], p1: number[], p2: number[], p3: number[], s: number): [number, number] {
  const u = 1 - s;
  const x = u * u * u * p0[0]! + 3 * u * u * s * p1[0]! + 3 * u * s * s * p2[0]! + s * s * s * p3[0]!;
  const y = u * u * u * p0[1]! + 3 * u * u * s * p1[1]! + 3 * u * s * s * p2[1]! + s * s * s * p3[1]!;
  return [x, y];
}

const footprints: Clip = {
  name: "story-footprints",
  posterAt: 0.92,
  frame(t) {
    const P = [
      [80, 300],
      [200, 320],
      [260, 160],
      [420, 190],
    ];
    const walk = ease(t, 0.05, 0.5);
    const pts: string[] = [];
    const n = 60;
    for (let k = 0; k <= Math.round(n * walk); k++) {
      const [x, y] = bezier(P[0]!, P[1]!, P[2]!, P[3]!, k / n);
      pts.push(`${f(x)} ${f(y)}`);
    }
    const [wx, wy] = bezier(P[0]!, P[1]!, P[2]!, P[3]!, walk);
    const drop = ease(t, 0.52, 0.62);
    const bounce = t > 0.62 && t < 0.68 ? Math.sin(((t - 0.62) / 0.06) * Math.PI) * 8 : 0;
    const pinY = lerp(60, 190, drop) - bounce;
    const mint = ease(t, 0.7, 0.85);
    const token =
      mint > 0
        ? `<g transform="translate(420 ${f(190 - 40 - mint * 60)})" opacity="${r2(mint)}">
          <circle r="70" fill="url(#glowGold)"/>
          <path d="M0-40L35-20V20L0 40L-35 20V-20Z" fill="${C.surface2}" stroke="url(#gold)" stroke-width="4"/>
          ${text(0, 6, 15, 800, C.accent, "PODF", "middle")}</g>`
        : "";
    const body = `<rect width="${W}" height="${H}" fill="${C.bg}"/>${streetMap(0, 0, W, H, "clip-footprints")}
      <rect width="${W}" height="${H}" fill="${C.bg}" opacity=".3"/>
      <rect x="16" y="14" width="290" height="70" rx="16" fill="${C.bg}" fill-opacity=".85"/>
      ${title("Footprints on the map", "Be there, mint it, keep it")}
      ${pts.length > 1 ? `<path d="M${pts.join("L")}" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 11"/>` : ""}
      <circle cx="${f(wx)}" cy="${f(wy)}" r="9" fill="${C.teal}"/><circle cx="${f(wx)}" cy="${f(wy)}" r="18" fill="none" stroke="${C.teal}" stroke-opacity=".5" stroke-width="2"/>
      ${drop > 0 ? `<ellipse cx="420" cy="190" rx="${f(20 + drop * 30)}" ry="${f(8 + drop * 12)}" fill="none" stroke="${C.accent}" stroke-opacity="${r2(drop * 0.7)}" stroke-width="3"/>${pin(420, pinY, 1.2)}` : ""}
      ${token}
      ${mint >= 1 ? `<g transform="translate(470 292)"><rect width="150" height="44" rx="22" fill="${C.bg}" fill-opacity=".9" stroke="${C.teal}"/>${text(75, 28, 15, 700, C.teal, "Minted onchain", "middle")}</g>` : ""}`;
    return svgDoc(W, H, body, commonDefs());
  },
};

const citizens: Clip = {
  name: "story-citizens",
  posterAt: 0.9,
  frame(t) {
    const clans: [number, number, string][] = [
      [110, 230, C.teal],
      [250, 290, C.accent],
      [170, 150, C.teal],
    ];
    let people = "";
    clans.forEach(([x, y, c], i) => {
      const s = ease(t, 0.05 + i * 0.1, 0.2 + i * 0.1);
      if (s <= 0) return;
      people += `<g opacity="${r2(s)}"><path d="M${x} ${y - 48}L${x + 42} ${y - 24}V${y + 24}L${x} ${y + 48}L${x - 42} ${y + 24}V${y - 24}Z" fill="${c}" fill-opacity=".08" stroke="${c}" stroke-opacity=".6" stroke-width="2"/>
        ${avatar(x, y - 14, 14, c)}${avatar(x - 16, y + 16, 12, c)}${avatar(x + 16, y + 16, 12, c)}</g>`;
    });
    const yes = ease(t, 0.35, 0.75) * 0.72;
    const no = ease(t, 0.35, 0.75) * 0.28;
    const passed = ease(t, 0.8, 0.88);
    const body = `${backdrop(W, H, "", [0.8, 0.3, 0.2, 0.7])}
      ${worldDots(16, C.teal, 0.18, -20, 20, 0.55)}
      ${title("Citizens and clans", "Propose, vote, share the treasury")}
      ${people}
      <g transform="translate(360 100)"><rect width="250" height="190" rx="20" fill="${C.surface2}" stroke="${C.text}" stroke-opacity=".14"/>
        ${text(22, 36, 13, 700, C.muted, "PROPOSAL #12", "start", 'letter-spacing="2"')}
        ${text(22, 62, 17, 700, C.text, "Fund the city meetups")}
        ${text(22, 98, 13, 600, C.teal, `Yes ${Math.round(yes * 100)}%`)}
        <rect x="22" y="106" width="206" height="10" rx="5" fill="${C.bg}"/><rect x="22" y="106" width="${f(206 * yes)}" height="10" rx="5" fill="${C.teal}"/>
        ${text(22, 140, 13, 600, C.muted, `No ${Math.round(no * 100)}%`)}
        <rect x="22" y="148" width="206" height="10" rx="5" fill="${C.bg}"/><rect x="22" y="148" width="${f(206 * no)}" height="10" rx="5" fill="${C.muted}"/>
      </g>
      ${passed > 0 ? `<g opacity="${r2(passed)}" transform="translate(485 312) rotate(-4)"><rect x="-92" y="-22" width="184" height="44" rx="12" fill="${C.bg}" stroke="${C.accent}" stroke-width="3"/>${text(0, 7, 18, 800, C.accent, "PASSED", "middle", 'letter-spacing="4"')}</g>` : ""}`;
    return svgDoc(W, H, body, commonDefs());
  },
};

export const clips: Clip[] = [mine, verify, footprints, citizens];

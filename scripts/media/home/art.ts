// The home page's still images as SVG: hero globe, event banner, networking-layer illustrations,
// PODF map slides, the VR/MR view, the app phone and the citizen map.
import { avatar, backdrop, C, check, commonDefs, contours, f, logo, panel, pin, rng, streetMap, svgDoc, text } from "./kit.ts";

export interface Art {
  name: string;
  width: number;
  height: number;
  svg: string;
  /** Smaller renders for srcset, written as <name>-<width>.avif/.webp. */
  smaller?: number[];
  /** Starting AVIF quantizer when the default (34) is more than the art needs. */
  avifQ?: number;
}

function hero(): Art {
  const W = 720;
  const cx = 360;
  const cy = 360;
  const R = 240;
  let grid = "";
  for (const deg of [15, 35, 55, 75]) {
    const rx = R * Math.sin((deg * Math.PI) / 180);
    grid += `<ellipse cx="${cx}" cy="${cy}" rx="${f(rx)}" ry="${R}" />`;
  }
  for (const deg of [-60, -30, 0, 30, 60]) {
    const y = cy + R * Math.sin((deg * Math.PI) / 180);
    const hw = R * Math.cos((deg * Math.PI) / 180);
    grid += `<ellipse cx="${cx}" cy="${f(y)}" rx="${f(hw)}" ry="${f(hw * 0.16)}" />`;
  }
  const pins: [number, number, string][] = [
    [290, 250, C.accent],
    [430, 300, C.teal],
    [330, 420, C.accent],
    [470, 450, C.teal],
    [250, 350, C.teal],
  ];
  const arcs = `
    <path d="M290 222Q360 120 430 272" stroke="${C.accent}" stroke-width="3" fill="none" stroke-dasharray="2 9" stroke-linecap="round"/>
    <path d="M430 272Q520 360 470 422" stroke="${C.teal}" stroke-width="3" fill="none" stroke-dasharray="2 9" stroke-linecap="round"/>
    <path d="M250 322Q250 430 330 392" stroke="${C.teal}" stroke-width="3" fill="none" stroke-dasharray="2 9" stroke-linecap="round"/>
    <path d="M330 392Q420 520 470 422" stroke="${C.accent}" stroke-width="3" fill="none" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  const defs = `${commonDefs()}
    <radialGradient id="sphere" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#2a3b73"/><stop offset=".55" stop-color="${C.surface}"/><stop offset="1" stop-color="${C.bg}"/></radialGradient>
    <clipPath id="globe"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>`;
  const body = `
    <circle cx="${cx}" cy="${cy}" r="350" fill="url(#glowTeal)" opacity=".55"/>
    <circle cx="470" cy="260" r="220" fill="url(#glowGold)" opacity=".5"/>
    <circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#sphere)"/>
    <g clip-path="url(#globe)" transform="rotate(-16 ${cx} ${cy})">
      <g fill="none" stroke="${C.text}" stroke-opacity=".14" stroke-width="1.6">${grid}</g>
      ${contours(330, 360, 5, 26, "hero", 0.12)}
    </g>
    <circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${C.teal}" stroke-opacity=".5" stroke-width="2"/>
    ${arcs}
    ${pins.map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="26" fill="url(#${c === C.accent ? "glowGold" : "glowTeal"})"/>${pin(x, y, 0.9, c)}`).join("")}
    <g transform="rotate(-16 ${cx} ${cy})">
      <ellipse cx="${cx}" cy="${cy}" rx="330" ry="92" fill="none" stroke="${C.accent}" stroke-opacity=".55" stroke-width="2"/>
      <ellipse cx="${cx}" cy="${cy}" rx="300" ry="300" fill="none" stroke="${C.teal}" stroke-opacity=".12" stroke-width="1.5" stroke-dasharray="3 10"/>
    </g>
    ${avatar(62, 430, 30, C.teal)}${check(86, 408, 11)}
    ${avatar(640, 250, 30, C.accent)}${check(664, 228, 11, C.accent)}
    <g transform="translate(470 560)">
      <rect x="0" y="0" width="190" height="58" rx="16" fill="${C.surface2}" stroke="${C.text}" stroke-opacity=".14"/>
      ${check(30, 29, 14)}
      ${text(54, 26, 15, 700, C.text, "Verified by 3")}
      ${text(54, 45, 13, 500, C.muted, "Proof of Networking")}
    </g>
    <g transform="translate(40 90)">
      <rect x="0" y="0" width="170" height="58" rx="16" fill="${C.surface2}" stroke="${C.text}" stroke-opacity=".14"/>
      ${logo(30, 29, 26)}
      ${text(54, 26, 15, 700, C.accent, "+12.5 today")}
      ${text(54, 45, 13, 500, C.muted, "Mining session")}
    </g>`;
  return { name: "hero", width: W, height: W, svg: svgDoc(W, W, body, defs), smaller: [480], avifQ: 40 };
}

function eventBanner(brandName: string): Art {
  const W = 1200;
  const H = 300;
  const defs = `${commonDefs()}
    <linearGradient id="bannerBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.surface}"/><stop offset=".6" stop-color="${C.bg2}"/><stop offset="1" stop-color="#1a1530"/></linearGradient>
    <clipPath id="bannerClip"><rect width="${W}" height="${H}" rx="28"/></clipPath>`;
  const body = `<g clip-path="url(#bannerClip)">
    <rect width="${W}" height="${H}" fill="url(#bannerBg)"/>
    ${contours(1000, 150, 9, 30, "banner", 0.14)}
    <circle cx="1010" cy="150" r="260" fill="url(#glowGold)" opacity=".55"/>
    <circle cx="120" cy="300" r="240" fill="url(#glowTeal)" opacity=".35"/>
    ${text(64, 78, 20, 700, C.teal, `${brandName.toUpperCase()} HUB · LIVE EVENT`, "start", 'letter-spacing="4"')}
    ${text(64, 136, 30, 700, C.muted, "EVENT DATE:")}
    ${text(62, 204, 60, 800, C.text, "AUGUST 16TH, 13:00 UTC", "start", 'letter-spacing="-1"')}
    ${text(64, 252, 22, 500, C.muted, "Tasks, events, lotteries, airdrops and giveaways, live.")}
    <g transform="translate(900 46)">
      <rect width="208" height="208" rx="32" fill="${C.bg}" stroke="${C.accent}" stroke-opacity=".6" stroke-width="3"/>
      <rect width="208" height="56" rx="28" fill="${C.accent}"/>
      <rect y="28" width="208" height="28" fill="${C.accent}"/>
      ${text(104, 40, 26, 800, C.bg, "AUG", "middle", 'letter-spacing="6"')}
      ${text(104, 150, 92, 800, C.text, "16", "middle")}
      ${text(104, 188, 20, 600, C.teal, "13:00 UTC", "middle")}
    </g>
    ${pin(860, 250, 0.8, C.teal)}
    <rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" rx="27" fill="none" stroke="${C.accent}" stroke-opacity=".35" stroke-width="3"/>
  </g>`;
  return { name: "event-banner", width: W, height: H, svg: svgDoc(W, H, body, defs) };
}

/** The banner's narrow-screen crop: the same event, stacked, so the date stays legible on a phone. */
function eventBannerMobile(brandName: string): Art {
  const W = 720;
  const H = 360;
  const defs = `${commonDefs()}
    <linearGradient id="bannerBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.surface}"/><stop offset=".6" stop-color="${C.bg2}"/><stop offset="1" stop-color="#1a1530"/></linearGradient>
    <clipPath id="bannerClip"><rect width="${W}" height="${H}" rx="32"/></clipPath>`;
  const body = `<g clip-path="url(#bannerClip)">
    <rect width="${W}" height="${H}" fill="url(#bannerBg)"/>
    ${contours(600, 120, 7, 28, "banner-m", 0.14)}
    <circle cx="600" cy="110" r="220" fill="url(#glowGold)" opacity=".55"/>
    ${text(44, 66, 20, 700, C.teal, `${brandName.toUpperCase()} HUB · LIVE EVENT`, "start", 'letter-spacing="3"')}
    ${text(44, 130, 30, 700, C.muted, "EVENT DATE:")}
    ${text(42, 200, 58, 800, C.text, "AUGUST 16TH,", "start", 'letter-spacing="-1"')}
    ${text(42, 266, 58, 800, C.accent, "13:00 UTC", "start", 'letter-spacing="-1"')}
    ${text(44, 318, 22, 500, C.muted, "Tasks, lotteries, airdrops, live.")}
    <g transform="translate(540 150)">
      <rect width="136" height="136" rx="24" fill="${C.bg}" stroke="${C.accent}" stroke-opacity=".6" stroke-width="3"/>
      <rect width="136" height="40" rx="20" fill="${C.accent}"/><rect y="20" width="136" height="20" fill="${C.accent}"/>
      ${text(68, 29, 20, 800, C.bg, "AUG", "middle", 'letter-spacing="5"')}
      ${text(68, 108, 62, 800, C.text, "16", "middle")}
    </g>
    <rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" rx="31" fill="none" stroke="${C.accent}" stroke-opacity=".35" stroke-width="3"/>
  </g>`;
  return { name: "event-banner-mobile", width: W, height: H, svg: svgDoc(W, H, body, defs) };
}

const DW = 640;
const DH = 480;
function docFrame(name: string, inner: string, extraDefs = ""): Art {
  const defs = `${commonDefs()}<clipPath id="card"><rect x="2" y="2" width="${DW - 4}" height="${DH - 4}" rx="28"/></clipPath>${extraDefs}`;
  const body = `${panel(DW, DH)}<g clip-path="url(#card)">${inner}</g>
    <rect x="1" y="1" width="${DW - 2}" height="${DH - 2}" rx="28" fill="none" stroke="${C.text}" stroke-opacity=".1" stroke-width="2"/>`;
  return { name, width: DW, height: DH, svg: svgDoc(DW, DH, body, defs) };
}

function label(x: number, y: number, s: string, color: string = C.text, w = 0): string {
  const width = w || s.length * 9 + 36;
  return `<g transform="translate(${f(x - width / 2)} ${f(y - 18)})"><rect width="${width}" height="36" rx="18" fill="${C.bg}" fill-opacity=".85" stroke="${color}" stroke-opacity=".55"/>${text(width / 2, 24, 15, 650, color, s, "middle")}</g>`;
}

function docAnchor(): Art {
  const venues: [number, number, string][] = [
    [150, 130, "Café"],
    [500, 120, "Venue"],
    [120, 360, "Market"],
    [520, 370, "Landmark"],
  ];
  const inner = `${streetMap(0, 0, DW, DH, "anchor")}
    <rect width="${DW}" height="${DH}" fill="${C.bg}" opacity=".35"/>
    ${venues.map(([x, y]) => `<path d="M320 250L${x} ${y}" stroke="${C.teal}" stroke-width="2.5" stroke-dasharray="6 8"/>`).join("")}
    <circle cx="320" cy="250" r="170" fill="url(#glowGold)" opacity=".6"/>
    ${[60, 100, 140].map((r, i) => `<circle cx="320" cy="230" r="${r}" fill="none" stroke="${C.accent}" stroke-opacity="${0.55 - i * 0.15}" stroke-width="3"/>`).join("")}
    <g transform="translate(320 230)">
      <path d="M-34 80L0-40L34 80Z" fill="${C.surface2}" stroke="${C.accent}" stroke-width="4" stroke-linejoin="round"/>
      <path d="M-22 40H22M-14 10H14" stroke="${C.accent}" stroke-width="3"/>
      <circle cy="-46" r="14" fill="${C.accent}"/>
      <circle cy="-46" r="6" fill="${C.bg}"/>
    </g>
    ${venues
      .map(
        ([x, y, name]) => `<g transform="translate(${x} ${y})"><rect x="-28" y="-28" width="56" height="56" rx="14" fill="${C.surface}" stroke="${C.teal}" stroke-width="3"/>
        <path d="M-12 10V-4l12-9 12 9v14z" fill="${C.teal}"/></g>${label(x, y + 52, name, C.teal)}`,
      )
      .join("")}`;
  return docFrame("doc-anchor", inner);
}

function docPon(): Art {
  const cx = 320;
  const cy = 230;
  const friends = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
    return [cx + Math.cos(a) * 170, cy + Math.sin(a) * 150] as const;
  });
  const inner = `<rect width="${DW}" height="${DH}" fill="${C.bg2}"/>${contours(cx, cy, 8, 26, "pon", 0.12)}
    <circle cx="${cx}" cy="${cy}" r="190" fill="url(#glowTeal)" opacity=".6"/>
    ${friends.map(([x, y], i) => `<path d="M${cx} ${cy}L${f(x)} ${f(y)}" stroke="${i < 4 ? C.teal : C.muted}" stroke-opacity="${i < 4 ? 0.9 : 0.35}" stroke-width="3"/>`).join("")}
    ${friends.map(([x, y], i) => `<path d="M${f(x)} ${f(y)}L${f(friends[(i + 1) % 6]![0])} ${f(friends[(i + 1) % 6]![1])}" stroke="${C.teal}" stroke-opacity=".25" stroke-width="2" stroke-dasharray="4 8"/>`).join("")}
    ${friends.map(([x, y], i) => avatar(x, y, 30, i < 4 ? C.teal : C.muted) + (i < 4 ? check(x + 22, y - 22, 11) : "")).join("")}
    <circle cx="${cx}" cy="${cy}" r="70" fill="url(#glowGold)"/>
    ${avatar(cx, cy, 46, C.accent)}
    ${label(cx, 440, "4 friends vouched · no biometrics", C.accent, 330)}`;
  return docFrame("doc-pon", inner);
}

function docRank(): Art {
  const bars: [number, number, number, string][] = [
    [170, 330, 90, C.teal],
    [270, 300, 150, C.teal],
    [380, 320, 230, C.accent],
    [480, 350, 120, C.teal],
    [560, 300, 60, C.muted],
  ];
  const inner = `<rect width="${DW}" height="${DH}" fill="${C.bg2}"/>${contours(340, 300, 9, 24, "rank", 0.16)}
    <circle cx="380" cy="160" r="180" fill="url(#glowGold)" opacity=".5"/>
    ${bars
      .map(([x, base, h, c]) => {
        const top = base - h;
        return `<g>
          <ellipse cx="${x}" cy="${base}" rx="26" ry="9" fill="#000" opacity=".35"/>
          <path d="M${x - 22} ${base}V${top}L${x} ${top - 10}L${x + 22} ${top}V${base}L${x} ${base + 8}Z" fill="${c}" fill-opacity=".2" stroke="${c}" stroke-width="2.5"/>
          <path d="M${x - 22} ${top}L${x} ${top + 10}L${x + 22} ${top}" fill="none" stroke="${c}" stroke-width="2.5"/>
          <path d="M${x} ${top + 10}V${base + 8}" stroke="${c}" stroke-opacity=".6" stroke-width="2"/>
        </g>`;
      })
      .join("")}
    ${pin(380, 72, 1.1, C.accent)}
    ${text(380, 44, 18, 800, C.bg, "1", "middle")}
    ${label(150, 60, "Trust graph", C.teal)}
    ${label(520, 60, "Places", C.teal)}
    ${label(320, 430, "Spatial Fusion Rank", C.accent, 230)}`;
  return docFrame("doc-rank", inner);
}

function docWallet(): Art {
  const shares: [number, string][] = [
    [110, "Device"],
    [230, "Server"],
    [350, "Backup"],
  ];
  const inner = `<rect width="${DW}" height="${DH}" fill="${C.bg2}"/>${contours(420, 240, 7, 30, "wallet", 0.12)}
    <circle cx="400" cy="230" r="170" fill="url(#glowGold)" opacity=".45"/>
    ${shares
      .map(
        ([y, name]) => `<path d="M170 ${y}C260 ${y} 280 230 360 230" fill="none" stroke="${C.teal}" stroke-width="3" stroke-dasharray="7 8"/>
        <g transform="translate(110 ${y})"><circle r="42" fill="${C.surface}" stroke="${C.teal}" stroke-width="3"/>
        <circle cx="-10" cy="-6" r="10" fill="none" stroke="${C.teal}" stroke-width="4"/><path d="M-2 0l18 14M10 9l-5 6M15 13l-5 6" stroke="${C.teal}" stroke-width="4" stroke-linecap="round"/></g>
        ${text(110, y + 64, 14, 600, C.muted, name, "middle")}`,
      )
      .join("")}
    <g transform="translate(360 170)">
      <rect width="200" height="120" rx="22" fill="${C.surface2}" stroke="${C.accent}" stroke-width="3"/>
      ${text(100, 44, 15, 600, C.muted, "One signature", "middle")}
      <path d="M40 80c14-22 24 18 38-2s20-18 30 0 22 12 52-8" fill="none" stroke="${C.accent}" stroke-width="4" stroke-linecap="round"/>
    </g>
    ${check(560, 170, 22)}
    ${label(180, 436, "Key generation", C.teal, 170)}
    ${label(360, 436, "Signing", C.teal, 120)}
    ${label(520, 436, "Verification", C.accent, 150)}`;
  return docFrame("doc-wallet", inner);
}

const PW = 720;
const PH = 540;
const ROUTE: [number, number][] = [
  [150, 400],
  [360, 250],
  [570, 150],
];
function podfBase(inner: string, name: string): Art {
  const defs = `${commonDefs()}<clipPath id="map"><rect width="${PW}" height="${PH}" rx="28"/></clipPath>`;
  const body = `<g clip-path="url(#map)">${streetMap(0, 0, PW, PH, "podf")}
    <rect width="${PW}" height="${PH}" fill="${C.bg}" opacity=".25"/>${inner}</g>
    <rect x="1" y="1" width="${PW - 2}" height="${PH - 2}" rx="27" fill="none" stroke="${C.text}" stroke-opacity=".12" stroke-width="2"/>`;
  return { name, width: PW, height: PH, svg: svgDoc(PW, PH, body, defs) };
}

function route(opacity = 1): string {
  const [a, b, c] = ROUTE;
  return `<path d="M${a![0]} ${a![1]}C250 380 280 260 ${b![0]} ${b![1]}S500 120 ${c![0]} ${c![1]}" fill="none" stroke="${C.accent}" stroke-opacity="${opacity}" stroke-width="5" stroke-dasharray="2 12" stroke-linecap="round"/>`;
}

function card(x: number, y: number, title: string, sub: string, color: string = C.accent): string {
  return `<g transform="translate(${x} ${y})"><rect width="250" height="70" rx="18" fill="${C.bg}" fill-opacity=".9" stroke="${color}" stroke-opacity=".6"/>
    ${text(22, 30, 18, 700, C.text, title)}${text(22, 54, 14, 500, C.muted, sub)}</g>`;
}

function podfSlides(): Art[] {
  const dots = ROUTE.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${C.teal}"/><circle cx="${x}" cy="${y}" r="20" fill="none" stroke="${C.teal}" stroke-opacity=".5" stroke-width="2"/>`).join("");
  const [, b] = ROUTE;
  const s1 = podfBase(`${route()}${dots}${card(36, 36, "Your walk", "3 places · 2.4 km")}`, "podf-1");
  const s2 = podfBase(
    `${route(0.5)}${dots}<circle cx="${b![0]}" cy="${b![1]}" r="120" fill="url(#glowGold)"/>
    ${[36, 64, 92].map((r, i) => `<ellipse cx="${b![0]}" cy="${b![1]}" rx="${r}" ry="${r * 0.42}" fill="none" stroke="${C.accent}" stroke-opacity="${0.7 - i * 0.2}" stroke-width="3"/>`).join("")}
    ${pin(b![0], b![1], 1.6)}${card(36, 36, "You were here", "Concert hall · 19:42")}`,
    "podf-2",
  );
  const token = `<g transform="translate(${b![0]} ${b![1] - 150})">
      <path d="M0-70L61-35V35L0 70L-61 35V-35Z" fill="${C.surface2}" stroke="url(#gold)" stroke-width="6"/>
      <path d="M0-50L43-25V25L0 50L-43 25V-25Z" fill="none" stroke="${C.accent}" stroke-opacity=".4" stroke-width="2"/>
      ${text(0, 8, 24, 800, C.accent, "PODF", "middle")}${text(0, 32, 13, 600, C.muted, "#0427", "middle")}
    </g>`;
  const s3 = podfBase(
    `${route(0.35)}${dots}<path d="M${b![0] - 40} ${b![1]}L${b![0]} ${b![1] - 120}L${b![0] + 40} ${b![1]}Z" fill="${C.accent}" opacity=".16"/>
    <circle cx="${b![0]}" cy="${b![1] - 150}" r="150" fill="url(#glowGold)"/>${pin(b![0], b![1], 1.2)}${token}
    ${card(PW - 286, PH - 106, "Minted onchain", "Immutable · traceable", C.teal)}`,
    "podf-3",
  );
  return [s1, s2, s3];
}

function vr(): Art {
  const W = 960;
  const H = 640;
  const vx = 480;
  const vy = 300;
  let street = "";
  for (const x of [-400, -100, 1060, 1360]) street += `<path d="M${vx} ${vy}L${x} ${H}" stroke="${C.text}" stroke-opacity=".16" stroke-width="2"/>`;
  const buildings = [
    [60, 120, 150, 380],
    [200, 190, 90, 240],
    [300, 235, 60, 130],
    [600, 235, 60, 130],
    [670, 190, 90, 240],
    [780, 100, 150, 400],
  ]
    .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.surface}" stroke="${C.teal}" stroke-opacity=".25" stroke-width="2"/>`)
    .join("");
  const windows = rng("vr");
  let lit = "";
  for (let i = 0; i < 40; i++) {
    const left = i % 2 === 0;
    const x = left ? 75 + Math.floor(windows() * 5) * 24 : 795 + Math.floor(windows() * 5) * 24;
    const y = 140 + Math.floor(windows() * 14) * 24;
    lit += `<rect x="${x}" y="${y}" width="12" height="14" fill="${windows() > 0.5 ? C.accent : C.teal}" opacity=".35"/>`;
  }
  const defs = `${commonDefs()}<clipPath id="view"><rect width="${W}" height="${H}" rx="32"/></clipPath>
    <radialGradient id="vignette" cx="50%" cy="50%" r="70%"><stop offset=".6" stop-color="${C.bg}" stop-opacity="0"/><stop offset="1" stop-color="${C.bg}" stop-opacity=".95"/></radialGradient>`;
  const body = `<g clip-path="url(#view)">
    <rect width="${W}" height="${H}" fill="${C.bg2}"/>
    <rect y="${vy}" width="${W}" height="${H - vy}" fill="${C.bg}"/>
    <circle cx="${vx}" cy="${vy}" r="260" fill="url(#glowTeal)" opacity=".6"/>
    ${street}${buildings}${lit}
    <path d="M${vx} ${vy}L380 ${H}M${vx} ${vy}L580 ${H}" stroke="${C.accent}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="10 14"/>
    <ellipse cx="${vx}" cy="560" rx="150" ry="26" fill="none" stroke="${C.accent}" stroke-width="3" opacity=".7"/>
    ${pin(vx, 540, 1.5)}
    <circle cx="${vx}" cy="470" r="80" fill="url(#glowGold)"/>
    <g transform="translate(300 160)"><rect width="150" height="56" rx="16" fill="${C.bg}" fill-opacity=".85" stroke="${C.teal}"/>${avatar(30, 28, 18, C.teal)}${text(56, 25, 14, 700, C.text, "Ana · 40 m")}${text(56, 43, 12, 500, C.muted, "Verified friend")}</g>
    <g transform="translate(540 120)"><rect width="160" height="56" rx="16" fill="${C.bg}" fill-opacity=".85" stroke="${C.accent}"/>${logo(30, 28, 26)}${text(56, 25, 14, 700, C.text, "Anchor")}${text(56, 43, 12, 500, C.muted, "Open-air stage")}</g>
    <g transform="translate(610 380)"><rect width="150" height="56" rx="16" fill="${C.bg}" fill-opacity=".85" stroke="${C.teal}"/>${avatar(30, 28, 18, C.accent)}${text(56, 25, 14, 700, C.text, "Clan meetup")}${text(56, 43, 12, 500, C.muted, "12 citizens")}</g>
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>
    <g fill="none" stroke="${C.text}" stroke-opacity=".5" stroke-width="3">
      <path d="M40 90V40H90M870 40H920V90M920 550V600H870M90 600H40V550"/>
    </g>
    ${text(60, 620 - 20, 15, 700, C.teal, "MR · 3 FRIENDS NEARBY", "start", 'letter-spacing="3"')}
    ${text(900, 620 - 20, 15, 700, C.accent, "N 52.37°", "end", 'letter-spacing="2"')}
  </g>`;
  return { name: "vr", width: W, height: H, svg: svgDoc(W, H, body, defs) };
}

function appPhone(): Art {
  const W = 420;
  const H = 840;
  const sx = 22;
  const sy = 22;
  const sw = W - 44;
  const sh = H - 44;
  const defs = `${commonDefs()}<clipPath id="screen"><rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="46"/></clipPath>
    <radialGradient id="button" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ffe0a0"/><stop offset=".6" stop-color="${C.accent}"/><stop offset="1" stop-color="#c98a1c"/></radialGradient>`;
  const body = `
    <rect x="4" y="4" width="${W - 8}" height="${H - 8}" rx="62" fill="#070b17" stroke="#2c3a6b" stroke-width="6"/>
    <g clip-path="url(#screen)">
      ${streetMap(sx, sy, sw, sh, "phone")}
      <rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" fill="${C.bg}" opacity=".35"/>
      ${text(60, 66, 16, 700, C.text, "9:41")}
      <rect x="160" y="46" width="100" height="28" rx="14" fill="#070b17"/>
      <g transform="translate(44 100)"><rect width="332" height="96" rx="22" fill="${C.bg}" fill-opacity=".92" stroke="${C.text}" stroke-opacity=".12"/>
        ${logo(44, 48, 40)}${text(80, 40, 14, 600, C.muted, "Balance")}${text(80, 72, 28, 800, C.text, "1,284.40")}
        ${text(312, 40, 13, 700, C.teal, "+12.5/day", "end")}</g>
      ${pin(110, 300, 0.9, C.teal)}${avatar(310, 290, 22, C.teal)}${avatar(96, 620, 20, C.accent)}${pin(330, 640, 0.9)}
      <circle cx="210" cy="450" r="150" fill="url(#glowGold)"/>
      ${[120, 100].map((r, i) => `<circle cx="210" cy="450" r="${r}" fill="none" stroke="${C.accent}" stroke-opacity="${0.25 + i * 0.25}" stroke-width="3"/>`).join("")}
      <circle cx="210" cy="450" r="82" fill="url(#button)"/>
      ${logo(210, 450, 92, C.bg, C.bg)}
      <g transform="translate(110 560)"><rect width="200" height="44" rx="22" fill="${C.bg}" fill-opacity=".9"/>${text(100, 28, 16, 700, C.accent, "Tap to mine", "middle")}</g>
      <rect x="${sx}" y="${sy + sh - 96}" width="${sw}" height="96" fill="${C.bg}" fill-opacity=".96"/>
      ${[0, 1, 2, 3].map((i) => `<circle cx="${80 + i * 87}" cy="${sy + sh - 52}" r="${i === 1 ? 9 : 7}" fill="${i === 1 ? C.accent : C.muted}" opacity="${i === 1 ? 1 : 0.6}"/>`).join("")}
    </g>
    <rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="46" fill="none" stroke="${C.text}" stroke-opacity=".08" stroke-width="2"/>`;
  return { name: "app-phone", width: W, height: H, svg: svgDoc(W, H, body, defs) };
}

type Poly = [number, number][];
const CONTINENTS: Poly[] = [
  [[150, 120], [250, 80], [340, 90], [430, 120], [400, 170], [350, 200], [310, 250], [270, 310], [240, 300], [200, 260], [150, 230], [110, 170]],
  [[290, 340], [360, 345], [410, 400], [380, 470], [345, 540], [320, 590], [305, 520], [290, 440]],
  [[545, 110], [610, 80], [680, 95], [690, 150], [640, 185], [590, 190], [555, 160]],
  [[550, 225], [620, 210], [690, 225], [720, 300], [690, 390], [645, 480], [605, 440], [585, 350], [540, 290]],
  [[695, 90], [820, 70], [950, 80], [1060, 120], [1040, 200], [980, 240], [920, 270], [860, 290], [800, 270], [730, 220], [700, 160]],
  [[790, 270], [860, 280], [830, 360]],
  [[900, 330], [990, 335], [1000, 370], [930, 370]],
  [[930, 430], [1010, 410], [1080, 440], [1090, 510], [1000, 530], [940, 500]],
];

function inside(x: number, y: number, poly: Poly): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** A dotted world map (rough continents), used by the citizen image and the clips. */
export function worldDots(step: number, color: string, opacity: number, dx = 0, dy = 0, k = 1): string {
  let d = "";
  for (let y = 60; y < 600; y += step) {
    for (let x = 80; x < 1120; x += step) {
      if (CONTINENTS.some((p) => inside(x, y, p))) d += `M${f(dx + x * k)} ${f(dy + y * k)}h0`;
    }
  }
  return `<path d="${d}" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${f(step * k * 0.5)}" stroke-linecap="round"/>`;
}

function citizen(): Art {
  const W = 1200;
  const H = 640;
  const cities: [number, number, string][] = [
    [260, 200, C.accent],
    [620, 140, C.teal],
    [880, 200, C.accent],
    [640, 330, C.teal],
    [350, 460, C.teal],
    [1010, 470, C.accent],
    [830, 320, C.teal],
  ];
  const arcs = [
    [0, 1],
    [1, 2],
    [2, 6],
    [1, 3],
    [0, 4],
    [6, 5],
    [3, 6],
  ]
    .map(([a, b]) => {
      const [x1, y1] = cities[a!]!;
      const [x2, y2] = cities[b!]!;
      const mx = (x1 + x2) / 2;
      const my = Math.min(y1, y2) - 60;
      return `<path d="M${x1} ${y1 - 30}Q${mx} ${my} ${x2} ${y2 - 30}" fill="none" stroke="${C.accent}" stroke-opacity=".5" stroke-width="2.5" stroke-dasharray="3 9" stroke-linecap="round"/>`;
    })
    .join("");
  const r = rng("citizens");
  let people = "";
  for (const [x, y, c] of cities) {
    for (let i = 0; i < 3; i++) {
      const a = r() * Math.PI * 2;
      people += avatar(x + Math.cos(a) * (50 + r() * 20), y + Math.sin(a) * 30 + 20, 15, c === C.accent ? C.teal : C.accent);
    }
  }
  const defs = `${commonDefs()}<clipPath id="cm"><rect width="${W}" height="${H}" rx="32"/></clipPath>`;
  const body = `<g clip-path="url(#cm)">${backdrop(W, H, "", [0.7, 0.4, 0.25, 0.6])}
    ${worldDots(12, C.teal, 0.35)}
    ${arcs}
    ${cities.map(([x, y, c]) => `<circle cx="${x}" cy="${y - 20}" r="60" fill="url(#${c === C.accent ? "glowGold" : "glowTeal"})"/>`).join("")}
    ${people}
    ${cities.map(([x, y, c]) => pin(x, y, 1, c)).join("")}
  </g>`;
  return { name: "citizen", width: W, height: H, svg: svgDoc(W, H, body, defs) };
}

export function homeArt(brandName: string): Art[] {
  return [hero(), eventBanner(brandName), eventBannerMobile(brandName), docAnchor(), docPon(), docRank(), docWallet(), ...podfSlides(), vr(), appPhone(), citizen()];
}

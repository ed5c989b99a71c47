// The use cases' orbit: the ring the home page's seven tags sit on (app/components/home/CasesSection.tsx). A
// wireframe globe behind the network's core, light spokes from the core to each tag's slot, the slot orbit as a
// lit band with satellites, and an outer dial. Drawn on a transparent ground; the tags and core are HTML above it.
import { doc } from "../kit/defs.ts";
import type { ImageJob } from "../kit/jobs.ts";
import { glow } from "../kit/shapes.ts";
import { C, num, num2 } from "../kit/svg.ts";

const S = 1120;
const O = S / 2;
/** Radii as fractions of the width, matching home-ecosystem.css: the tags' orbit (38cqw) and the core (30cqw wide). */
const R = { core: 0.15 * S, globe: 0.255 * S, orbit: 0.38 * S, dial: 0.485 * S } as const;
/** The seven tag slots, clockwise from the top (the --a of .case-pos-N), in degrees. */
const SLOTS = [-90, -38.57, 12.86, 64.29, 115.71, 167.14, 218.57];

const at = (r: number, deg: number): [number, number] => [O + r * Math.cos((deg * Math.PI) / 180), O + r * Math.sin((deg * Math.PI) / 180)];

/** A globe of meridians and parallels, tilted, in teal wire. */
function globe(): string {
  const meridians = [0.25, 0.55, 0.8].map((k) => `<ellipse cx="${O}" cy="${O}" rx="${num(R.globe * k)}" ry="${R.globe}"/>`).join("");
  const parallels = [-0.6, -0.3, 0, 0.3, 0.6]
    .map((k) => `<ellipse cx="${O}" cy="${num(O + R.globe * k)}" rx="${num(R.globe * Math.sqrt(1 - k * k))}" ry="${num(R.globe * 0.12 * Math.sqrt(1 - k * k))}"/>`)
    .join("");
  return `<g transform="rotate(-18 ${O} ${O})" fill="none" stroke="${C.teal}" stroke-width="2" stroke-opacity=".22"><circle cx="${O}" cy="${O}" r="${R.globe}" stroke-opacity=".4"/>${meridians}${parallels}</g>`;
}

/** Spokes of light from the core to each slot, with a spark travelling on each. */
function spokes(): string {
  return SLOTS.map((deg, i) => {
    const [x0, y0] = at(R.core + 14, deg);
    const [x1, y1] = at(R.orbit - 40, deg);
    const [sx, sy] = at(R.core + 40 + ((i * 37) % 90), deg);
    return `<path d="M${num(x0)} ${num(y0)}L${num(x1)} ${num(y1)}" stroke="${C.accent}" stroke-opacity=".45" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/><circle cx="${num(sx)}" cy="${num(sy)}" r="6" fill="${C.goldLight}"/>`;
  }).join("");
}

/** The orbit band the tags sit on, lit on the sides the light comes from, with satellites between the slots. */
function orbit(): string {
  const sats = SLOTS.map((deg, i) => {
    const [x, y] = at(R.orbit, deg + 25.7);
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${i % 2 ? 5 : 8}" fill="${i % 2 ? C.tealLight : C.accent}"/>`;
  }).join("");
  return `<circle cx="${O}" cy="${O}" r="${R.orbit}" fill="none" stroke="${C.teal}" stroke-opacity=".12" stroke-width="26"/>
<circle cx="${O}" cy="${O}" r="${R.orbit}" fill="none" stroke="url(#orbitLit)" stroke-width="3"/>${sats}`;
}

/** The outer dial: ticks every 5 degrees, longer every 45. */
function dial(): string {
  const ticks = Array.from({ length: 72 }, (_, k) => {
    const [x0, y0] = at(R.dial - (k % 9 ? 8 : 20), k * 5);
    const [x1, y1] = at(R.dial, k * 5);
    return `M${num(x0)} ${num(y0)}L${num(x1)} ${num(y1)}`;
  }).join("");
  return `<circle cx="${O}" cy="${O}" r="${R.dial}" fill="none" stroke="${C.text}" stroke-opacity=".08" stroke-width="2"/><path d="${ticks}" stroke="${C.text}" stroke-opacity="${num2(0.18)}" stroke-width="2" stroke-linecap="round"/>`;
}

export function casesOrbit(): string {
  const defs = `<linearGradient id="orbitLit" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.tealLight}" stop-opacity=".9"/><stop offset=".5" stop-color="${C.teal}" stop-opacity=".15"/><stop offset="1" stop-color="${C.accent}" stop-opacity=".8"/></linearGradient>`;
  return doc(S, S, `${glow(O, O, R.globe * 1.5, "gold", 0.45)}${glow(O * 0.6, O * 0.5, R.orbit, "teal", 0.18)}${dial()}${orbit()}${globe()}${spokes()}`, defs);
}

export function casesOrbitJobs(): ImageJob[] {
  return [{ kind: "image", key: "home/cases-orbit", width: S, height: S, widths: [560, S], draw: casesOrbit, budget: () => ({ avif: 48 * 1024, webp: 100 * 1024 }) }];
}

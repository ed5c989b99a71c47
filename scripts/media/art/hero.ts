// The home hero, the brand's signature: a glass globe with the tap-to-mine coin glowing at its heart,
// circled by one golden meridian of people, friends linked across its face. No text.
import { D, doc, radial } from "../kit/defs.ts";
import type { ImageJob } from "../kit/jobs.ts";
import { avatar, coin, glow } from "../kit/shapes.ts";
import { type Camera, type V3, deg, onSphere, project, rotX, rotY, rotZ, sphereRadius } from "../kit/space.ts";
import { C, num, num2, rng } from "../kit/svg.ts";
import { CITIES, landDots } from "../kit/world.ts";

const KB = 1024;
const SIZE = 1080;
const CAM: Camera = { cx: SIZE / 2, cy: SIZE * 0.47, focal: 1300, distance: 3.9 };
/** The globe turned to Africa and Europe, north tipped towards us. */
const SPIN = deg(22);
const TILT = deg(18);
const COIN_R = 128;
const MERIDIAN_STEP = 20;
const PARALLELS = [-60, -30, 0, 30, 60];
/** The golden meridian: a ring just above the surface, turned and rolled so it reads as an orbit. */
const RING = { radius: 1.36, pitch: deg(27), roll: deg(-17), people: 8 };
const STARS = 46;

const view = (v: V3): V3 => rotX(rotY(v, SPIN), TILT);
const at = (lat: number, lon: number, r = 1) => project(CAM, view(onSphere(lat, lon, r)));
const facing = (lat: number, lon: number, margin = 0) => view(onSphere(lat, lon))[2] < -margin;
const pt = ([x, y]: [number, number]) => `${num(x)} ${num(y)}`;

/** Meridians and parallels, split into what lies behind the globe and what lies in front. */
function graticule(): { back: string; front: string } {
  let back = "";
  let front = "";
  const trace = (points: [number, number][]) => {
    let prev: boolean | null = null;
    for (const [lat, lon] of points) {
      const isFront = facing(lat, lon);
      const seg = `${prev === isFront ? "L" : "M"}${pt(at(lat, lon).p)}`;
      if (isFront) front += seg;
      else back += seg;
      prev = isFront;
    }
  };
  for (let lon = -180; lon < 180; lon += MERIDIAN_STEP) trace(Array.from({ length: 61 }, (_, i) => [-90 + i * 3, lon]));
  for (const lat of PARALLELS) trace(Array.from({ length: 121 }, (_, i) => [lat, -180 + i * 3]));
  return { back, front };
}

/** Dotted land, brighter where it faces us, fading towards the rim. */
function land(): string {
  const bands = ["", "", ""];
  for (const [lat, lon] of landDots(3)) {
    const z = -view(onSphere(lat, lon))[2];
    if (z < 0.2) continue;
    bands[z > 0.75 ? 2 : z > 0.45 ? 1 : 0] += `M${pt(at(lat, lon).p)}h0`;
  }
  return bands.map((d, i) => `<path d="${d}" stroke="${C.tealLight}" stroke-opacity="${[0.18, 0.32, 0.5][i]}" stroke-width="5" stroke-linecap="round"/>`).join("");
}

/** Friends on the globe's face, linked by arcs that rise off the surface. */
const FRIENDS = [CITIES.london, CITIES.lagos, CITIES.istanbul, CITIES.nairobi, CITIES.dubai, CITIES.mumbai];
const LINKS: [number, number][] = [
  [0, 2],
  [2, 4],
  [4, 5],
  [1, 3],
  [3, 4],
  [0, 1],
];

function arc(a: readonly [number, number], b: readonly [number, number], rise: number): string {
  const va = onSphere(a[0], a[1]);
  const vb = onSphere(b[0], b[1]);
  const omega = Math.acos(va[0] * vb[0] + va[1] * vb[1] + va[2] * vb[2]);
  const pts = Array.from({ length: 25 }, (_, i) => {
    const s = i / 24;
    const wa = Math.sin((1 - s) * omega) / Math.sin(omega);
    const wb = Math.sin(s * omega) / Math.sin(omega);
    const lift = 1 + rise * Math.sin(Math.PI * s);
    return pt(project(CAM, view([(va[0] * wa + vb[0] * wb) * lift, (va[1] * wa + vb[1] * wb) * lift, (va[2] * wa + vb[2] * wb) * lift])).p);
  });
  return `M${pts.join("L")}`;
}

function friends(): string {
  const arcs = LINKS.map(([i, j]) => `<path d="${arc(FRIENDS[i]!, FRIENDS[j]!, 0.12)}"/>`).join("");
  const dots = FRIENDS.filter(([lat, lon]) => facing(lat, lon))
    .map(([lat, lon]) => {
      const [x, y] = at(lat, lon).p;
      return `${glow(x, y, 34, "teal", 0.9)}<circle cx="${num(x)}" cy="${num(y)}" r="8" fill="${C.tealLight}"/>`;
    })
    .join("");
  return `<g fill="none" stroke="${C.teal}" stroke-opacity=".75" stroke-width="3" stroke-linecap="round">${arcs}</g>${dots}`;
}

/** A point on the golden meridian at angle a (radians) around its ring. */
function ringPoint(a: number): V3 {
  return rotZ(rotX([RING.radius * Math.cos(a), 0, RING.radius * Math.sin(a)], RING.pitch), RING.roll);
}

/** Half of the golden meridian and the people riding it: behind the globe or in front of it. */
function meridian(front: boolean): string {
  let d = "";
  let prev: boolean | null = null;
  for (let i = 0; i <= 180; i++) {
    const v = ringPoint((i / 180) * Math.PI * 2);
    const isFront = v[2] < 0;
    if (isFront === front) d += `${prev === isFront ? "L" : "M"}${pt(project(CAM, v).p)}`;
    prev = isFront;
  }
  const line = `<path d="${d}" fill="none" stroke="${C.accent}" stroke-width="${front ? 5 : 3}" stroke-opacity="${front ? 1 : 0.45}" stroke-linecap="round"/>`;
  const halo = front ? `<path d="${d}" fill="none" stroke="${C.accent}" stroke-width="16" stroke-opacity=".5" stroke-linecap="round" filter="url(#${D.blurSoft})"/>` : "";
  const people = Array.from({ length: RING.people }, (_, i) => ringPoint(((i + 0.35) / RING.people) * Math.PI * 2))
    .filter((v) => v[2] < 0 === front)
    .map((v) => {
      const { p, k } = project(CAM, v);
      const r = 0.085 * k;
      const color = Math.round(p[0] + p[1]) % 3 === 0 ? C.teal : C.accent;
      return `<g opacity="${front ? 1 : 0.55}">${glow(p[0], p[1], r * 2.4, color === C.teal ? "teal" : "gold", 0.7)}${avatar(p[0], p[1], r, color)}</g>`;
    })
    .join("");
  return halo + line + people;
}

/** The tap: rings spreading from the coin, and faint rays of its light. */
function ripples(cx: number, cy: number): string {
  const rings = [1.32, 1.7]
    .map((k, i) => `<circle cx="${cx}" cy="${cy}" r="${num(COIN_R * k)}" fill="none" stroke="${C.accent}" stroke-opacity="${num2(0.6 - i * 0.25)}" stroke-width="${3 - i}"/>`)
    .join("");
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2 + 0.2;
    const len = COIN_R * (i % 2 ? 2.1 : 2.7);
    const w = 0.05;
    const p = (r: number, da: number) => pt([cx + r * Math.cos(a + da), cy + r * Math.sin(a + da)]);
    return `M${p(COIN_R * 0.9, -w)}L${p(len, 0)}L${p(COIN_R * 0.9, w)}Z`;
  }).join("");
  return `<path d="${rays}" fill="url(#rayInk)"/>${rings}`;
}

function stars(): string {
  const rand = rng("hero-stars");
  return Array.from({ length: STARS }, () => {
    const x = rand() * SIZE;
    const y = rand() * SIZE;
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(1.5 + rand() * 2.5)}" fill="${C.text}" opacity="${num2(0.15 + rand() * 0.45)}"/>`;
  }).join("");
}

function hero(): string {
  const { cx, cy } = CAM;
  const rim = sphereRadius(CAM, 1);
  const g = graticule();
  const defs = [
    radial(
      "sphereFill",
      [
        [0, "#26397a"],
        [0.5, C.surface],
        [1, C.ink],
      ],
      0.36,
      0.28,
      0.8,
    ),
    radial("atmo", [
      [0.86, C.teal, 0],
      [0.93, C.teal, 0.3],
      [1, C.teal, 0],
    ]),
    radial("heart", [
      [0, C.goldLight, 0.8],
      [0.3, C.accent, 0.35],
      [1, C.accent, 0],
    ]),
    `<radialGradient id="rayInk" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${COIN_R * 2.7}"><stop offset=".3" stop-color="${C.goldLight}" stop-opacity=".38"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></radialGradient>`,
  ].join("");
  const body = `
${stars()}
${glow(cx, cy, rim * 1.75, "teal", 0.35)}
${glow(cx + rim * 0.35, cy - rim * 0.45, rim * 1.2, "gold", 0.25)}
${meridian(false)}
<circle cx="${cx}" cy="${cy}" r="${num(rim * 1.14)}" fill="url(#atmo)"/>
<circle cx="${cx}" cy="${cy}" r="${num(rim)}" fill="url(#sphereFill)"/>
<path d="${g.back}" fill="none" stroke="${C.teal}" stroke-opacity=".12" stroke-width="2"/>
${land()}
<circle cx="${cx}" cy="${cy}" r="${num(COIN_R * 2.3)}" fill="url(#heart)"/>
${ripples(cx, cy)}
${coin(cx, cy - 8, COIN_R, 0.96)}
<path d="${g.front}" fill="none" stroke="${C.tealLight}" stroke-opacity=".22" stroke-width="2"/>
${friends()}
<circle cx="${cx}" cy="${cy}" r="${num(rim)}" fill="none" stroke="${C.tealLight}" stroke-opacity=".5" stroke-width="2.5"/>
${meridian(true)}`;
  return doc(SIZE, SIZE, body, defs);
}

export function heroJobs(): ImageJob[] {
  return [
    {
      kind: "image",
      key: "home/hero",
      width: SIZE,
      height: SIZE,
      widths: [480, 720, SIZE],
      draw: hero,
      // The 480 and 720 renders are the LCP image on phones: the 720 AVIF fits the first round trips of a slow
      // connection (measured on Lighthouse's phone: 36 KB -> 21 KB). WebP is only the fallback, so it gives way first.
      budget: (w) => (w <= 480 ? { avif: 19 * KB, webp: 50 * KB } : w <= 720 ? { avif: 24 * KB, webp: 90 * KB } : { avif: 44 * KB, webp: 110 * KB }),
    },
  ];
}

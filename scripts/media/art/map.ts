// Street maps: a flat one (inside app screens) and one laid on the ground in perspective (scenes, clips).
import { type Camera, type P2, onGround } from "../kit/space.ts";
import { C, num, num2, poly, rng } from "../kit/svg.ts";

/** A flat street map in a rounded box: jittered roads, a river and parks; `id` names its clip path. */
export function flatMap(id: string, x: number, y: number, w: number, h: number, seed: string, radius = 24): string {
  const r = rng(seed);
  let roads = "";
  for (let gx = x + 40 + r() * 40; gx < x + w; gx += 90 + r() * 60) roads += `M${num(gx)} ${y}L${num(gx + (r() - 0.5) * 60)} ${y + h}`;
  for (let gy = y + 30 + r() * 20; gy < y + h; gy += 56 + r() * 30) roads += `M${x} ${num(gy)}L${x + w} ${num(gy + (r() - 0.5) * 40)}`;
  const river = `M${x} ${num(y + h * 0.8)}C${num(x + w * 0.3)} ${num(y + h * 0.45)} ${num(x + w * 0.6)} ${num(y + h * 1.05)} ${x + w} ${num(y + h * 0.55)}`;
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}"/></clipPath>
<g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#0f1730"/>
<ellipse cx="${num(x + w * 0.22)}" cy="${num(y + h * 0.3)}" rx="${num(w * 0.1)}" ry="${num(h * 0.3)}" fill="${C.teal}" fill-opacity=".08"/>
<path d="${river}" fill="none" stroke="${C.teal}" stroke-opacity=".22" stroke-width="22" stroke-linecap="round"/>
<path d="${roads}" stroke="${C.surface2}" stroke-width="12" stroke-linecap="round"/><path d="${roads}" stroke="${C.text}" stroke-opacity=".1" stroke-width="2"/></g>`;
}

export interface Ground {
  cam: Camera;
  /** Camera pitch (radians) and the floor's height below the camera axis. */
  pitch: number;
  height: number;
}

/** A point on the ground plane (x across, z into the scene), optionally lifted above it. */
export const ground = (g: Ground, x: number, z: number, lift = 0): { p: P2; k: number } => onGround(g.cam, x, z, g.height, g.pitch, lift);

/** A quad on the ground, as an SVG path. */
export function groundQuad(g: Ground, x0: number, z0: number, x1: number, z1: number): string {
  return poly([ground(g, x0, z0).p, ground(g, x1, z0).p, ground(g, x1, z1).p, ground(g, x0, z1).p], true);
}

/** A block raised into a tower, faces toward the camera only (front, the side facing the centre line, top). */
function tower(g: Ground, x0: number, z0: number, x1: number, z1: number, h: number): string {
  const P = (x: number, z: number, lift: number) => ground(g, x, z, lift).p;
  const side = x0 > 0 ? x0 : x1;
  return `<path d="${poly([P(x0, z0, 0), P(x1, z0, 0), P(x1, z0, h), P(x0, z0, h)], true)}" fill="${C.surface}"/>
<path d="${poly([P(side, z0, 0), P(side, z1, 0), P(side, z1, h), P(side, z0, h)], true)}" fill="${C.bg2}"/>
<path d="${poly([P(x0, z0, h), P(x1, z0, h), P(x1, z1, h), P(x0, z1, h)], true)}" fill="${C.surface2}"/>
<path d="${poly([P(x0, z0, h), P(x1, z0, h)])}" stroke="${C.tealLight}" stroke-opacity=".5" stroke-width="2"/>`;
}

/** A city laid on the ground: blocks of mixed size and tone between streets, parks, a few towers, a river;
 * x in [-span, span], z in [near, far]. Streets are the gaps between blocks, lit faintly. */
export function groundCity(g: Ground, seed: string, span: number, near: number, far: number, cell = 1, towerShare = 0, river = true): string {
  const r = rng(seed);
  const tones = [C.surface, C.surface2, "#1a2650"];
  const fills: Record<string, string> = {};
  const add = (fill: string, q: string) => (fills[fill] = (fills[fill] ?? "") + q);
  const towers: { z: number; svg: string }[] = [];
  const gap = cell * 0.12;
  for (let z = near; z < far; z += cell) {
    for (let x = -span; x < span; x += cell) {
      const roll = r();
      // Towers stand back from the nearest rows, where they would hide what the picture is about.
      if (roll < towerShare && z > near + 2 * cell) {
        towers.push({ z, svg: tower(g, x + gap, z + gap, x + cell - gap, z + cell - gap, cell * (0.4 + r() * 1.2)) });
        continue;
      }
      if (roll < towerShare + 0.1) {
        add("park", groundQuad(g, x + gap, z + gap, x + cell - gap, z + cell - gap));
        continue;
      }
      // Some blocks are split in two lots, so the city does not read as a grid.
      const split = r() < 0.35 ? 0.3 + r() * 0.4 : 0;
      const lots = split
        ? [
            [x + gap, x + cell * split - gap / 2],
            [x + cell * split + gap / 2, x + cell - gap],
          ]
        : [[x + gap, x + cell - gap]];
      for (const [x0, x1] of lots) add(tones[Math.floor(r() * tones.length)]!, groundQuad(g, x0!, z + gap, x1!, z + cell - gap));
    }
  }
  const fade = (z: number) => num2(Math.max(0.05, 0.35 * (1 - (z - near) / (far - near))));
  const streets: string[] = [];
  for (let x = -span; x <= span; x += cell) streets.push(`<path d="${poly([ground(g, x, near).p, ground(g, x, far).p])}" stroke-opacity="${fade(near)}"/>`);
  for (let z = near; z <= far; z += cell) streets.push(`<path d="${poly([ground(g, -span, z).p, ground(g, span, z).p])}" stroke-opacity="${fade(z)}"/>`);
  const riverPath = Array.from({ length: 24 }, (_, i) => {
    const z = near + ((far - near) * i) / 23;
    return ground(g, span * 0.55 * Math.sin(z * 0.9 + r()), z).p;
  });
  const blocks = Object.entries(fills)
    .map(([fill, d]) => (fill === "park" ? `<path d="${d}" fill="${C.teal}" fill-opacity=".16"/>` : `<path d="${d}" fill="${fill}"/>`))
    .join("");
  return `${blocks}<g fill="none" stroke="${C.tealLight}" stroke-width="1.5">${streets.join("")}</g>
${river ? `<path d="${poly(riverPath)}" fill="none" stroke="${C.teal}" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/>` : ""}
${towers
  .sort((a, b) => b.z - a.z)
  .map((t) => t.svg)
  .join("")}`;
}

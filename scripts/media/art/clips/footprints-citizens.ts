// Two more stories: a walk that ends in a PODF minted at a place on the map, and a clan voting a proposal through.
import { D, doc } from "../../kit/defs.ts";
import { avatar, backdrop, checkBadge, coin, glow } from "../../kit/shapes.ts";
import { C, FONT, clamp01, ease, lerp, num, num2 } from "../../kit/svg.ts";
import { text } from "../../kit/text.ts";
import { ground } from "../map.ts";
import { MINTED, PLACES, PODF_NUMBER, ROUTE, badge, mapScene, place3, route, walkMap, walker } from "../podf.ts";
import { STORY, type StoryFrame, loopFade } from "./common.ts";

const { w: W, h: H } = STORY;
const CITY = walkMap(W);
/** Footprints timeline: walk to the second place, drop the footprint, mint it. */
const WALK = { end: 0.42, dropAt: 0.46, landAt: 0.54, mintFrom: 0.58, mintTo: 0.72 } as const;
/** Route corners up to the second place (the walk's end). */
const LEG = ROUTE.findIndex(([x, z]) => x === PLACES[MINTED]![0] && z === PLACES[MINTED]![1]) + 1;

/** Where the walker is after walking fraction s of the route's first LEG corners. */
function along(s: number): { upTo: number; at: [number, number] } {
  const pts = ROUTE.slice(0, LEG);
  const lens = pts.slice(1).map((p, i) => Math.hypot(p[0] - pts[i]![0], p[1] - pts[i]![1]));
  let d = s * lens.reduce((a, b) => a + b, 0);
  for (let i = 0; i < lens.length; i++) {
    if (d <= lens[i]!) {
      const k = d / lens[i]!;
      return { upTo: i + 1, at: [lerp(pts[i]![0], pts[i + 1]![0], k), lerp(pts[i]![1], pts[i + 1]![1], k)] };
    }
    d -= lens[i]!;
  }
  return { upTo: pts.length, at: pts[pts.length - 1]! };
}

export const footprintsStory: StoryFrame = (t, numbers) => {
  const fade = loopFade(t);
  const walk = along(ease(t, 0.02, WALK.end));
  const [px, pz] = PLACES[MINTED]!;
  const { p, k } = ground(CITY, px, pz);
  const drop = ease(t, WALK.dropAt, WALK.landAt);
  const mint = ease(t, WALK.mintFrom, WALK.mintTo);
  const bounce = t > WALK.landAt && t < WALK.landAt + 0.04 ? Math.sin(((t - WALK.landAt) / 0.04) * Math.PI) * 16 : 0;
  const restY = p[1] - 0.8 * k;
  const mintY = p[1] - 1.5 * k;
  const by = t < WALK.mintFrom ? lerp(p[1] - 3.4 * k, restY, drop) - bounce : lerp(restY, mintY, mint);
  const r = lerp(0.42 * k, 120, mint);
  const token =
    t > WALK.dropAt
      ? `<g opacity="${num2(fade)}">${mint > 0 ? `<path d="M${num(p[0] - 40)} ${num(p[1])}L${num(p[0] - 90)} ${num(by)}H${num(p[0] + 90)}L${num(p[0] + 40)} ${num(p[1])}Z" fill="url(#${D.glowGold})" opacity="${num2(0.7 * mint)}"/>${glow(p[0], by, 280, "gold", 0.7 * mint)}` : ""}${badge(p[0], by, r)}</g>`
      : "";
  const labels =
    numbers && mint > 0.6
      ? `<g opacity="${num2(clamp01((mint - 0.6) / 0.4) * fade)}"><rect x="${num(p[0] - 130)}" y="${num(by - r - 96)}" width="260" height="80" rx="40" fill="${C.bg}" stroke="${C.accent}" stroke-width="3"/>
${text(p[0], by - r - 38, "PODF", { size: 56, weight: 800, fill: C.accent, anchor: "middle", spacing: 4, family: FONT })}
<rect x="${num(p[0] - 150)}" y="${num(by + r + 20)}" width="300" height="80" rx="40" fill="${C.surface2}"/>${text(p[0], by + r + 78, PODF_NUMBER, { size: 52, weight: 700, fill: C.text, anchor: "middle", family: FONT })}</g>`
      : "";
  return mapScene(
    `<g opacity="${num2(fade)}">${route(walk.upTo, CITY, walk.at)}</g>${place3(0, false, CITY)}${place3(2, false, CITY)}${place3(MINTED, drop >= 1, CITY)}
<g opacity="${num2(fade)}">${walker(walk.at[0], walk.at[1], CITY)}</g>${token}${labels}`,
    W,
    H,
  );
};

/** A clan voting: eight members around the proposal, each vote flying into the ring. */
const VOTE = { cx: 640, cy: 330, ring: 130, rx: 470, ry: 250, members: 8, yes: 0.72, first: 0.1, step: 0.055, passAt: 0.66 } as const;

export const citizensStory: StoryFrame = (t, numbers) => {
  const { cx, cy, ring } = VOTE;
  const fade = loopFade(t);
  const castsYes = (i: number) => i % 4 !== 3;
  let tallied = 0;
  const members = Array.from({ length: VOTE.members }, (_, i) => {
    const a = (i / VOTE.members) * Math.PI * 2 - Math.PI / 2 + 0.2;
    const x = cx + VOTE.rx * Math.cos(a);
    const y = cy + 20 + VOTE.ry * Math.sin(a);
    const p = clamp01((t - VOTE.first - i * VOTE.step) / 0.12);
    if (p >= 1) tallied++;
    const color = castsYes(i) ? C.teal : C.muted;
    const ballot = p > 0 && p < 1 ? `<circle cx="${num(lerp(x, cx, ease(p)))}" cy="${num(lerp(y, cy, ease(p)) - Math.sin(p * Math.PI) * 60)}" r="16" fill="${color}"/>` : "";
    return `${avatar(x, y, 50, i % 3 ? C.teal : C.accent)}${p >= 1 ? `<g opacity="${num2(fade)}">${checkBadge(x + 38, y - 38, 16, color)}</g>` : ""}${ballot}`;
  }).join("");
  /** Votes counted so far; the ring and the number fade out at the loop's end rather than count down. */
  const share = tallied / VOTE.members;
  const yes = share * VOTE.yes;
  const arcPath = (from: number, to: number) => {
    const a0 = from * Math.PI * 2 - Math.PI / 2;
    const a1 = to * Math.PI * 2 - Math.PI / 2;
    return `M${num(cx + ring * Math.cos(a0))} ${num(cy + ring * Math.sin(a0))}A${ring} ${ring} 0 ${to - from > 0.5 ? 1 : 0} 1 ${num(cx + ring * Math.cos(a1))} ${num(cy + ring * Math.sin(a1))}`;
  };
  const passed = ease(t, VOTE.passAt, VOTE.passAt + 0.06) * fade;
  const arcs = `${yes > 0.001 ? `<path d="${arcPath(0, yes)}" fill="none" stroke="${C.teal}" stroke-width="34" stroke-linecap="butt"/>` : ""}${share - yes > 0.001 ? `<path d="${arcPath(yes, share)}" fill="none" stroke="${C.muted}" stroke-opacity=".7" stroke-width="34"/>` : ""}`;
  const percent = numbers
    ? `<g opacity="${num2(fade)}">${text(cx, cy + 22, `${Math.round(yes * 100)}%`, { size: 64, weight: 800, fill: passed > 0.5 ? C.accent : C.text, anchor: "middle", family: FONT })}</g>`
    : coin(cx, cy, 60, 1);
  return doc(
    W,
    H,
    `${backdrop(
      W,
      H,
      [
        { x: 0.5, y: 0.45, r: 0.5, color: "teal", strength: 0.4 },
        { x: 0.5, y: 0.45, r: 0.25, color: "gold", strength: 0.3 + 0.4 * passed },
      ],
      0.7,
    )}
<ellipse cx="${cx}" cy="${cy + 20}" rx="${VOTE.rx}" ry="${VOTE.ry}" fill="none" stroke="${C.teal}" stroke-opacity=".18" stroke-width="3" stroke-dasharray="4 12"/>
<circle cx="${cx}" cy="${cy}" r="${ring + 40}" fill="${C.bg2}"/><circle cx="${cx}" cy="${cy}" r="${ring}" fill="none" stroke="${C.surface2}" stroke-width="34"/><g opacity="${num2(fade)}">${arcs}</g>${percent}
<g opacity="${num2(passed)}">${checkBadge(cx + 120, cy - 120, 40, C.accent)}</g>${members}`,
  );
};

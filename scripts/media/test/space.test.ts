// kit/space.ts (rotations and the pinhole camera) and kit/world.ts (the rough land map).
import { describe, expect, it } from "vitest";
import { type V3, deg, iso, onGround, onSphere, project, rotX, rotY, rotZ, sphereRadius } from "../kit/space.ts";
import { CITIES, isLand, landDots } from "../kit/world.ts";

const near = (v: V3 | readonly number[], w: readonly number[]) => v.forEach((x, i) => expect(x).toBeCloseTo(w[i] ?? NaN));

describe("rotations", () => {
  it("turn a quarter around each axis", () => {
    near(rotY([1, 0, 0], deg(90)), [0, 0, -1]);
    near(rotX([0, 1, 0], deg(90)), [0, 0, 1]);
    near(rotZ([1, 0, 0], deg(90)), [0, 1, 0]);
  });

  it("keep lengths", () => {
    const v: V3 = [1, 2, 3];
    for (const r of [rotX(v, 0.7), rotY(v, -1.3), rotZ(v, 2.1)]) expect(Math.hypot(...r)).toBeCloseTo(Math.hypot(...v));
  });

  it("deg converts degrees to radians", () => {
    expect(deg(180)).toBeCloseTo(Math.PI);
  });
});

describe("camera", () => {
  const cam = { cx: 100, cy: 50, focal: 200, distance: 10 };

  it("projects with perspective: the farther, the smaller", () => {
    expect(project(cam, [1, 2, 0])).toEqual({ p: [120, 90], k: 20 });
    expect(project(cam, [1, 2, 10])).toEqual({ p: [110, 70], k: 10 });
    expect(project(cam, [0, 0, 0]).p).toEqual([100, 50]);
  });

  it("onGround is a ground point pitched by the camera's angle", () => {
    expect(onGround(cam, 1, 0, 2, 0)).toEqual(project(cam, [1, 2, 0]));
    expect(onGround(cam, 1, 0, 2, 0, 1)).toEqual(project(cam, [1, 1, 0]));
  });

  it("sphereRadius is the screen radius of a sphere at the origin (tangent rays, not the centre's scale)", () => {
    expect(sphereRadius({ ...cam, distance: 5 }, 3)).toBeCloseTo(150);
    expect(sphereRadius(cam, 1)).toBeGreaterThan(project(cam, [0, 0, 0]).k);
  });

  it("onSphere: latitude up the screen (y down), longitude 0 facing the camera", () => {
    near(onSphere(0, 0), [0, 0, -1]);
    near(onSphere(90, 0), [0, -1, 0]);
    near(onSphere(0, 90, 2), [2, 0, 0]);
  });

  it("iso: x runs right-down, z left-down, y up", () => {
    const v = { ox: 100, oy: 100, unit: 10 };
    expect(iso(v, 0, 0, 0)).toEqual([100, 100]);
    const [x1, y1] = iso(v, 1, 0, 0);
    expect([x1 - 100, y1 - 100]).toEqual([expect.closeTo(8.66), 5]);
    const [x2, y2] = iso(v, 0, 0, 1);
    expect([x2 - 100, y2 - 100]).toEqual([expect.closeTo(-8.66), 5]);
    expect(iso(v, 0, 1, 0)).toEqual([100, 90]);
  });
});

describe("world", () => {
  it("puts the big inland cities on land and open ocean off it", () => {
    for (const city of ["london", "newYork", "lagos", "mumbai", "seoul", "mexico"] as const) {
      const [lat, lon] = CITIES[city];
      expect(isLand(lat, lon), city).toBe(true);
    }
    expect(isLand(0, -150), "Pacific").toBe(false);
    expect(isLand(-40, -20), "South Atlantic").toBe(false);
    expect(isLand(30, -40), "North Atlantic").toBe(false);
  });

  it("landDots lays a lattice of land points, north to south", () => {
    const dots = landDots(6);
    expect(dots.length).toBeGreaterThan(50);
    for (const [lat, lon] of dots) {
      expect(isLand(lat, lon)).toBe(true);
      expect((80 - lat) % 6).toBe(0);
      expect((lon + 180) % 6).toBe(0);
    }
    expect(dots.map(([lat]) => lat)).toEqual([...dots.map(([lat]) => lat)].sort((a, b) => b - a));
  });
});

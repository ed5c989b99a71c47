// A tiny 3D camera: rotate points and project them with perspective, for globes, orbits and map planes.
export type V3 = readonly [number, number, number];
export type P2 = [number, number];

export function rotX([x, y, z]: V3, a: number): V3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [x, y * c - z * s, y * s + z * c];
}
export function rotY([x, y, z]: V3, a: number): V3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [x * c + z * s, y, -x * s + z * c];
}

/** A pinhole camera looking down +z at the origin from `distance`; screen centre (cx, cy), focal length in px. */
export interface Camera {
  cx: number;
  cy: number;
  focal: number;
  distance: number;
}

/** Screen point and the scale factor at that depth (for sizing things drawn there). */
export function project(cam: Camera, [x, y, z]: V3): { p: P2; k: number } {
  const k = cam.focal / (cam.distance + z);
  return { p: [cam.cx + x * k, cam.cy + y * k], k };
}

/** A point on a unit sphere from latitude and longitude (degrees); y points down the screen. */
export function onSphere(latDeg: number, lonDeg: number, r = 1): V3 {
  const lat = (latDeg * Math.PI) / 180;
  const lon = (lonDeg * Math.PI) / 180;
  return [r * Math.cos(lat) * Math.sin(lon), -r * Math.sin(lat), -r * Math.cos(lat) * Math.cos(lon)];
}

/** Ground plane: a point at (x, depth) on the floor y = height, seen by a camera pitched down by `pitch` radians. */
export function onGround(cam: Camera, x: number, depth: number, height: number, pitch: number, lift = 0): { p: P2; k: number } {
  return project(cam, rotX([x, height - lift, depth], pitch));
}
export function rotZ([x, y, z]: V3, a: number): V3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [x * c - y * s, x * s + y * c, z];
}

/** Screen radius of a sphere of radius r at the camera's origin. */
export const sphereRadius = (cam: Camera, r: number): number => (cam.focal * r) / Math.sqrt(cam.distance ** 2 - r ** 2);

export const deg = (d: number): number => (d * Math.PI) / 180;

/** Isometric view: x to the right-down, z to the left-down, y up; `unit` px per world unit, origin at (ox, oy). */
export interface Iso {
  ox: number;
  oy: number;
  unit: number;
}
export function iso(v: Iso, x: number, y: number, z: number): P2 {
  return [v.ox + (x - z) * 0.866 * v.unit, v.oy + (x + z) * 0.5 * v.unit - y * v.unit];
}

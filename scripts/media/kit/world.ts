// Rough continents as polygons in longitude/latitude degrees: enough for dotted maps and globes.
type Poly = readonly (readonly [number, number])[];

// Drawn on an equirectangular grid of 1200 x 640 units (x = 0 at 180°W, y = 0 at 85°N, y = 640 at 60°S), kept in those units.
const CONTINENTS: Poly[] = [
  [
    [150, 120],
    [250, 80],
    [340, 90],
    [430, 120],
    [400, 170],
    [350, 200],
    [310, 250],
    [270, 310],
    [240, 300],
    [200, 260],
    [150, 230],
    [110, 170],
  ],
  [
    [290, 340],
    [360, 345],
    [410, 400],
    [380, 470],
    [345, 540],
    [320, 590],
    [305, 520],
    [290, 440],
  ],
  [
    [545, 110],
    [610, 80],
    [680, 95],
    [690, 150],
    [640, 185],
    [590, 190],
    [555, 160],
  ],
  [
    [550, 225],
    [620, 210],
    [690, 225],
    [720, 300],
    [690, 390],
    [645, 480],
    [605, 440],
    [585, 350],
    [540, 290],
  ],
  [
    [695, 90],
    [820, 70],
    [950, 80],
    [1060, 120],
    [1040, 200],
    [980, 240],
    [920, 270],
    [860, 290],
    [800, 270],
    [730, 220],
    [700, 160],
  ],
  [
    [790, 270],
    [860, 280],
    [830, 360],
  ],
  [
    [900, 330],
    [990, 335],
    [1000, 370],
    [930, 370],
  ],
  [
    [930, 430],
    [1010, 410],
    [1080, 440],
    [1090, 510],
    [1000, 530],
    [940, 500],
  ],
];
const GRID_W = 1200;
const GRID_H = 640;
const NORTH = 85;
const SPAN = 145;

function inside(x: number, y: number, poly: Poly): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Whether a point (degrees) is on land, by the rough continents. */
export function isLand(lat: number, lon: number): boolean {
  const x = ((lon + 180) / 360) * GRID_W;
  const y = ((NORTH - lat) / SPAN) * GRID_H;
  return CONTINENTS.some((p) => inside(x, y, p));
}

/** Land points on a lat/lon lattice of `step` degrees, for dotted maps and globes. */
export function landDots(step: number): [number, number][] {
  const out: [number, number][] = [];
  for (let lat = 80; lat >= -60; lat -= step) for (let lon = -180; lon < 180; lon += step) if (isLand(lat, lon)) out.push([lat, lon]);
  return out;
}

/** Cities where the drawings put people (lat, lon). */
export const CITIES = {
  newYork: [40.7, -74],
  saoPaulo: [-23.5, -46.6],
  lagos: [6.5, 3.4],
  london: [51.5, -0.1],
  istanbul: [41, 29],
  dubai: [25.2, 55.3],
  mumbai: [19, 72.8],
  dhaka: [23.8, 90.4],
  jakarta: [-6.2, 106.8],
  hanoi: [21, 105.8],
  seoul: [37.5, 127],
  sydney: [-33.9, 151.2],
  nairobi: [-1.3, 36.8],
  mexico: [19.4, -99.1],
} as const satisfies Record<string, readonly [number, number]>;

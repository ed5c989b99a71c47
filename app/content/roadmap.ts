// The roadmap's seven entries (six themes; the sixth entry is only a heading). Their words are in
// the catalogs (roadmap.entries), entry for entry.
export const roadmapEntries = [
  { id: "ubi-coin", kind: "card", icon: "coin" },
  { id: "passport", kind: "card", icon: "passport" },
  { id: "sovereign-gate", kind: "card", icon: "gate" },
  { id: "metaverse", kind: "card", icon: "metaverse" },
  { id: "geospatial-infrastructure", kind: "card", icon: "geospatial" },
  { id: "rollups", kind: "heading", icon: "rollups" },
  { id: "rollup-network", kind: "card", icon: "network" },
] as const;

export type RoadmapIconId = (typeof roadmapEntries)[number]["icon"];

// The roadmap's seven entries (six themes; the sixth entry is only a heading), each stage with where it stands.
// Their words are in the catalogs (roadmap.entries), entry for entry; the status labels in pages.roadmap.status.

/** Where a stage stands: live in the app today, being built now, or next in line. */
export type RoadmapStatus = "done" | "building" | "next";

export const roadmapEntries = [
  { id: "ubi-coin", kind: "card", icon: "coin", status: "done" },
  { id: "passport", kind: "card", icon: "passport", status: "building" },
  { id: "sovereign-gate", kind: "card", icon: "gate", status: "building" },
  { id: "metaverse", kind: "card", icon: "metaverse", status: "next" },
  { id: "geospatial-infrastructure", kind: "card", icon: "geospatial", status: "next" },
  { id: "rollups", kind: "heading", icon: "rollups" },
  { id: "rollup-network", kind: "card", icon: "network", status: "next" },
] as const satisfies readonly { id: string; kind: "card" | "heading"; icon: string; status?: RoadmapStatus }[];

export type RoadmapIconId = (typeof roadmapEntries)[number]["icon"];

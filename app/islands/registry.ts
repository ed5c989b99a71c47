// Every island the browser can hydrate, loaded on demand: a page downloads only the islands it shows.
export const islandLoaders = {
  GenesisMint: () => import("./GenesisMint.tsx"),
  MissionCarousel: () => import("./MissionCarousel.tsx"),
  GateScene: () => import("./GateScene.tsx"),
  DocsNav: () => import("./DocsNav.tsx"),
  GroupDots: () => import("./GroupDots.tsx"),
  PodfSlides: () => import("./PodfSlides.tsx"),
  MarketDepth: () => import("./MarketDepth.tsx"),
  VideoStories: () => import("./VideoStories.tsx"),
  StatsCountUp: () => import("./StatsCountUp.tsx"),
  BackToTop: () => import("./BackToTop.tsx"),
} as const;

export type IslandName = keyof typeof islandLoaders;

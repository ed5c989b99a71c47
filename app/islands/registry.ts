// Every island the browser can hydrate, loaded on demand: a page downloads only the islands it shows.
export const islandLoaders = {
  MobileMenu: () => import("./MobileMenu.tsx"),
} as const;

export type IslandName = keyof typeof islandLoaders;

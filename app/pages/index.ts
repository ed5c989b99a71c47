import type { ComponentType } from "react";
import type { PageContext } from "../document/page-context.ts";
import type { PageKind } from "../routes.ts";
import { ArticlePage } from "./ArticlePage.tsx";
import { BlogPage } from "./BlogPage.tsx";
import { ExceptionPage } from "./ExceptionPage.tsx";
import { HomePage } from "./HomePage.tsx";
import { HubPage } from "./HubPage.tsx";
import { RoadmapPage } from "./RoadmapPage.tsx";

export const pages: Record<PageKind, ComponentType<{ ctx: PageContext }>> = {
  home: HomePage,
  blog: BlogPage,
  roadmap: RoadmapPage,
  article: ArticlePage,
  hub: HubPage,
  exception: ExceptionPage,
};

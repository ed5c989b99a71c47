// Every media job of the site, by area. build.ts runs them.
import type { ImageJob, Job } from "../kit/jobs.ts";
import { appJobs } from "./app/index.ts";
import { bannerJobs } from "./banners.ts";
import { casesOrbitJobs } from "./cases-orbit.ts";
import { clipJobs } from "./clips/index.ts";
import { coverHeroJobs, coverJobs } from "./covers/index.ts";
import { heroJobs } from "./hero.ts";
import { homeDocJobs } from "./home-docs.ts";
import { iconJobs } from "./icons.ts";
import { podfJobs } from "./podf.ts";
import { sceneJobs } from "./scenes.ts";
import { shareJobs } from "./share.ts";

export function allJobs(): Job[] {
  const jobs: Job[] = [
    ...heroJobs(),
    ...appJobs(),
    ...coverJobs(),
    ...coverHeroJobs(),
    ...bannerJobs(),
    ...homeDocJobs(),
    ...casesOrbitJobs(),
    ...podfJobs(),
    ...sceneJobs(),
    ...clipJobs(),
    ...iconJobs(),
  ];
  const images = jobs.filter((j): j is ImageJob => j.kind === "image");
  return [...jobs, ...shareJobs(images)];
}

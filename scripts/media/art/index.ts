// Every media job of the site, by area. build.ts runs them.
import type { Job } from "../kit/jobs.ts";
import { appJobs } from "./app/index.ts";
import { bannerJobs } from "./banners.ts";
import { coverJobs } from "./covers/index.ts";
import { heroJobs } from "./hero.ts";
import { homeDocJobs } from "./home-docs.ts";
import { iconJobs } from "./icons.ts";
import { podfJobs } from "./podf.ts";
import { sceneJobs } from "./scenes.ts";

export function allJobs(): Job[] {
  return [...heroJobs(), ...appJobs(), ...coverJobs(), ...bannerJobs(), ...homeDocJobs(), ...podfJobs(), ...sceneJobs(), ...iconJobs()];
}

// Every media job of the site, by area. build.ts runs them.
import type { Job } from "../kit/jobs.ts";
import { appJobs } from "./app/index.ts";
import { bannerJobs } from "./banners.ts";
import { coverJobs } from "./covers/index.ts";
import { heroJobs } from "./hero.ts";
import { iconJobs } from "./icons.ts";

export function allJobs(): Job[] {
  return [...heroJobs(), ...appJobs(), ...coverJobs(), ...bannerJobs(), ...iconJobs()];
}

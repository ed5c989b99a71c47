// Every media job of the site, by area. build.ts runs them.
import type { Job } from "../kit/jobs.ts";
import { heroJobs } from "./hero.ts";

export function allJobs(): Job[] {
  return [...heroJobs()];
}

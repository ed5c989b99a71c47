// Which jobs a run draws: `--only=` names keys, groups (a key's leading folders) or aliases, comma-separated.
import { type Job, jobKey } from "./jobs.ts";

/** The names of --only=a,b on the command line, or undefined when every job is wanted. */
export function parseOnly(argv: readonly string[]): string[] | undefined {
  return argv
    .find((a) => a.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",")
    .filter(Boolean);
}

/** The key of a job and the other names --only= accepts for it. */
export const jobNames = (j: Job): string[] => [jobKey(j), ...(j.aliases ?? [])];

/** Whether a job is wanted: a name equals one asked for, or lies in a group asked for ("blog" takes "blog/nft"). */
export function isWanted(j: Job, only: readonly string[] | undefined): boolean {
  return !only || jobNames(j).some((k) => only.some((o) => k === o || k.startsWith(`${o}/`)));
}

/** Throws when two jobs would write the same kind of output under one key. */
export function assertUniqueJobs(jobs: readonly Job[]): void {
  const seen = new Set<string>();
  for (const j of jobs) {
    const id = `${j.kind}:${jobKey(j)}`;
    if (seen.has(id)) throw new Error(`two jobs write ${id}`);
    seen.add(id);
  }
}

/** The jobs a run draws; throws when --only= names something no job answers to. */
export function selectJobs(jobs: readonly Job[], only: readonly string[] | undefined): Job[] {
  const todo = jobs.filter((j) => isWanted(j, only));
  if (only && todo.length === 0) throw new Error(`--only=${only.join(",")} matches no media key`);
  return todo;
}

// The mint-day model as a bench table: the same test `npm test` runs (test/model/mint-day.test.ts), with the bench's
// worlds (300 locations x 50 isolates, held to every promise, and a larger case that shows where the design goes
// next). Its figures are the ones docs/mint-day.md gives operators.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ScenarioFigures } from "../model/recorder.ts";
import { modelTable } from "../model/report.ts";
import type { Check } from "./budgets.ts";
import { ROOT } from "./server.ts";

export function measureMintModel(progress: (msg: string) => void): { table: string; check: Check } {
  progress("mint-day model (300 x 50 every scenario, 1000 x 50 two; a few minutes)");
  const run = spawnSync("npx", ["--no-install", "vitest", "run", "-c", "vitest.unit.config.ts", "test/model/mint-day.test.ts"], {
    cwd: ROOT,
    env: { ...process.env, MINT_MODEL_WORLDS: "bench" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const figures = JSON.parse(readFileSync(join(ROOT, "test-results/mint-model.json"), "utf8")) as ScenarioFigures[];
  const ok = run.status === 0;
  const check: Check = { name: "mint-day model", ok, ...(ok ? {} : { detail: "a promise broken (the vitest output above; test/model/promises.ts)" }) };
  if (!ok) process.stderr.write(run.stdout + run.stderr);
  return { table: `Mint day, modelled (test/model; coordinator budget: under half a Durable Object's ~1,000 req/s):\n\n${modelTable(figures)}`, check };
}

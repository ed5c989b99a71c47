// Mint day, modelled (world.ts): each scenario keeps every promise of the mint path, with the same figures on every
// run and machine. MINT_MODEL_WORLDS=bench runs the bench's worlds instead (npm run bench does), and either way the
// figures go to test-results/mint-model.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { BENCH_RUNS, promisesKept, TEST_RUNS, TEST_WORLD } from "./promises.ts";
import type { ScenarioFigures } from "./recorder.ts";
import { modelTable } from "./report.ts";
import { SCENARIOS } from "./scenarios.ts";
import { runScenario } from "./world.ts";

const runs = process.env.MINT_MODEL_WORLDS === "bench" ? BENCH_RUNS : TEST_RUNS;
const figures: ScenarioFigures[] = [];

afterAll(() => {
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/mint-model.json", `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nmint-day model\n${modelTable(figures)}`);
});

for (const { world, held, scenarios } of runs) {
  describe(`mint day, ${world.locations} locations x ${world.isolatesPerLocation} isolates`, () => {
    const chosen = SCENARIOS.filter((s) => !scenarios || scenarios.includes(s.name));
    it.each(chosen.map((scenario) => [scenario.name, scenario] as const))(`%s: ${held ? "every promise kept" : "figures only"}`, { timeout: 900_000 }, async (_name, scenario) => {
      const f = await runScenario(world, scenario);
      figures.push(f);
      const broken = promisesKept(scenario, f)
        .filter(([, kept]) => !kept)
        .map(([promise]) => promise);
      if (held) expect(broken, JSON.stringify(f)).toEqual([]);
    });
  });
}

describe("the model itself", () => {
  it("gives the same figures on every run", { timeout: 120_000 }, async () => {
    const small = { ...TEST_WORLD, locations: 40 };
    const [first, second] = [await runScenario(small, SCENARIOS[2]!), await runScenario(small, SCENARIOS[2]!)];
    expect(second).toEqual(first);
  });
});

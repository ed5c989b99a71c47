import { defineConfig } from "vitest/config";

// Pure logic, build checks and the dev loop, in Node.
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts", "test/dev/**/*.test.ts"],
    environment: "node",
    reporters: ["default", ["json", { outputFile: "test-results/vitest-unit.json" }]],
  },
});

import { defineConfig } from "vitest/config";

// Pure logic and build checks, in Node.
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts"],
    environment: "node",
    reporters: ["default", ["json", { outputFile: "test-results/vitest-unit.json" }]],
  },
});

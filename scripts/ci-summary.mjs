// Sums every suite's JSON report (vitest, Playwright) and CI's own checks into one closing line.
import { existsSync, readdirSync, readFileSync } from "node:fs";

const dir = "test-results";
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
for (const file of existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith(".json") && !f.startsWith("."))
      .sort()
  : []) {
  const r = JSON.parse(readFileSync(`${dir}/${file}`, "utf8"));
  let p = 0,
    f = 0,
    s = 0;
  if (r.stats && "expected" in r.stats) {
    // Playwright: flaky tests passed on retry; count them as passed but show them.
    p = r.stats.expected + r.stats.flaky;
    f = r.stats.unexpected;
    s = r.stats.skipped;
  } else if ("numPassedTests" in r) {
    p = r.numPassedTests;
    f = r.numFailedTests + (r.numFailedTests ? 0 : (r.numFailedTestSuites ?? 0));
    s = r.numPendingTests + (r.numTodoTests ?? 0);
  } else if ("passed" in r && "failed" in r) {
    p = r.passed;
    f = r.failed;
  }
  rows.push(`${file}: ${p} passed, ${f} failed${s ? `, ${s} skipped` : ""}`);
  passed += p;
  failed += f;
  skipped += s;
}
for (const row of rows) console.log(`  ${row}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);

// usage: tsx scripts/local/with-site.ts <command...>
// Starts the local mint sample origin and the built site (Miniflare, scripts/local/site.ts) on loopback, runs the
// command with BASE_URL (and MINT_SAMPLE_URL) set, then stops both. E2E_PORT picks the site's port (default 8799);
// the sample origin listens on E2E_PORT + 1000. The mint window is E2E_MINT_WINDOW_SECONDS (5 s). The worker's log
// lines go to test-results/worker.log, so a green run stays quiet. The command's exit code is this script's.
import { spawn } from "node:child_process";
import { startSampleOrigin } from "../mint-sample-origin.mjs";
import { E2E_MINT_WINDOW_SECONDS, WORKER_LOG } from "./e2e-settings.ts";
import { startLocalSite } from "./site.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: with-site.ts <command...>");
  process.exit(2);
}
const port = Number(process.env.E2E_PORT ?? 8799);
const sample = await startSampleOrigin({ port: port + 1000 });
const sampleUrl = `http://127.0.0.1:${port + 1000}`;
const site = await startLocalSite({
  port,
  // No field data unless a test turns it on for its own page (test/e2e/vitals.spec.ts): every other figure stays the same run to run.
  vars: { MINT_API_ORIGIN: sampleUrl, MINT_FRESH_SECONDS: String(E2E_MINT_WINDOW_SECONDS), VITALS_SAMPLE_RATE: "0" },
  logTo: WORKER_LOG,
});

const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, BASE_URL: site.url, MINT_SAMPLE_URL: sampleUrl } });
const code = await new Promise<number>((resolve) => child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await site.stop();
await new Promise((r) => sample.close(r));
process.exit(code);

// npm run deploy [-- --env staging]: checks the configuration that deploy would publish (wrangler.toml, for the
// environment given), then runs `wrangler deploy` with the same arguments. A missing or local SITE_ORIGIN or
// MINT_API_ORIGIN stops the deploy here, with the reason, before anything is published.
import { spawn } from "node:child_process";
import { unstable_readConfig } from "wrangler";
import { deployProblems } from "./check.ts";

const args = process.argv.slice(2);
const flag = args.findIndex((a) => a === "--env" || a === "-e" || a.startsWith("--env="));
const env = flag < 0 ? undefined : args[flag]!.startsWith("--env=") ? args[flag]!.slice(6) : args[flag + 1];
const config = unstable_readConfig({ config: "wrangler.toml", env });
const where = env ? `wrangler.toml [env.${env}.vars]` : "wrangler.toml [vars]";
const problems = deployProblems(config.vars, where);
if (problems.length) {
  console.error(`Not deploying ${config.name}:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`Deploying ${config.name}: SITE_ORIGIN ${String(config.vars.SITE_ORIGIN)}, mint upstream ${String(config.vars.MINT_API_ORIGIN)}`);
const child = spawn("npx", ["wrangler", "deploy", ...args], { stdio: "inherit" });
child.on("exit", (code) => process.exit(code ?? 1));

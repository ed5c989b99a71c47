// `npm run dev` in a temporary copy of the project, for the dev-loop test and the bench's dev-loop figure: start it,
// save a file in the copy, and wait for the change to be served.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "../..");
const COPIED = ["app", "worker", "scripts", "assets", "package.json", "package-lock.json", "tsconfig.json", "wrangler.toml"];

export interface DevServer {
  base: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Edits a file of the copy; returns the moment it was saved (performance.now()). */
  save(file: string, edit: (text: string) => string): number;
  /** Polls until `url` serves `needle`; how long that took after `since`. A hang guard, not a speed limit. */
  msUntilVisible(url: string, needle: string, since: number, limitMs?: number): Promise<number>;
  stop(): void;
}

export async function startDevServer(port: number): Promise<DevServer> {
  const copy = mkdtempSync(join(tmpdir(), "meridian-dev-"));
  for (const entry of COPIED) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"));
  let output = "";
  const dev: ChildProcess = spawn("npm", ["run", "dev"], { cwd: copy, env: { ...process.env, PORT: String(port), NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
  dev.stdout?.on("data", (d: Buffer) => (output += d));
  dev.stderr?.on("data", (d: Buffer) => (output += d));
  const server: DevServer = {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    save(file, edit) {
      const path = join(copy, file);
      writeFileSync(path, edit(readFileSync(path, "utf8")));
      return performance.now();
    },
    async msUntilVisible(url, needle, since, limitMs = 30_000) {
      while (performance.now() - since < limitMs) {
        // A reload drops a request in flight (its body ends early): that is "not yet", like a refused connection.
        const html = await fetch(url)
          .then((r) => r.text())
          .catch(() => "");
        if (html.includes(needle)) return performance.now() - since;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`"${needle}" not served within ${limitMs} ms; dev output:\n${output}`);
    },
    stop() {
      dev.kill("SIGTERM");
      rmSync(copy, { recursive: true, force: true });
    },
  };
  try {
    await server.msUntilVisible(`${server.base}/`, "<main", performance.now(), 90_000);
  } catch (err) {
    server.stop();
    throw err;
  }
  return server;
}

// A reporter that ends a stuck run in minutes, naming the file: no test file may run longer than its limit, and the
// run may not sit between files (a runtime that stopped answering) longer than the same limit. Vitest's own
// testTimeout and hookTimeout bound single tests; this bounds what they cannot see.
import type { Reporter, TestModule } from "vitest/node";

export default class Watchdog implements Reporter {
  private readonly running = new Map<string, number>();
  private lastProgress = Date.now();
  private lastFile = "(none yet)";
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly limitMs = 180_000) {}

  onTestRunStart(): void {
    this.lastProgress = Date.now();
    this.timer = setInterval(() => this.check(), 1000);
    this.timer.unref();
  }

  onTestModuleStart(module: TestModule): void {
    this.running.set(module.relativeModuleId, Date.now());
    this.lastProgress = Date.now();
  }

  onTestModuleEnd(module: TestModule): void {
    this.running.delete(module.relativeModuleId);
    this.lastFile = module.relativeModuleId;
    this.lastProgress = Date.now();
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
  }

  private check(): void {
    const now = Date.now();
    const limit = `${Math.round(this.limitMs / 1000)} s`;
    for (const [file, started] of this.running) {
      if (now - started > this.limitMs) this.stop(`${file} is still running after ${limit}: a test or hook hangs in it`);
    }
    if (this.running.size === 0 && now - this.lastProgress > this.limitMs) this.stop(`no test file started for ${limit} after ${this.lastFile} finished`);
  }

  private stop(reason: string): never {
    process.stderr.write(`\nwatchdog: ${reason}; stopping the run.\n0 passed, 1 failed\n`);
    process.exit(1);
  }
}

// A reporter that ends a stuck run in minutes, naming the file: a run in which no test finishes for `stallMs` (a test
// or hook hanging past vitest's own limits, or a runtime that stopped answering between files) is stopped, and so is
// a file still running after `fileMs`. A slow machine that keeps finishing tests is never stopped for being slow.
import type { Reporter, TestCase, TestModule } from "vitest/node";

export default class Watchdog implements Reporter {
  private readonly running = new Map<string, number>();
  private lastProgress = Date.now();
  private lastEvent = "the run started";
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly stallMs = 180_000,
    private readonly fileMs = 900_000,
  ) {}

  onTestRunStart(): void {
    this.progress("the run started");
    this.timer = setInterval(() => this.check(), 1000);
    this.timer.unref();
  }

  onTestModuleStart(module: TestModule): void {
    this.running.set(module.relativeModuleId, Date.now());
    this.progress(`${module.relativeModuleId} started`);
  }

  onTestCaseResult(test: TestCase): void {
    this.progress(`"${test.name}" in ${test.module.relativeModuleId} finished`);
  }

  onTestModuleEnd(module: TestModule): void {
    this.running.delete(module.relativeModuleId);
    this.progress(`${module.relativeModuleId} finished`);
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
  }

  private progress(event: string): void {
    this.lastProgress = Date.now();
    this.lastEvent = event;
  }

  private check(): void {
    const now = Date.now();
    const secs = (ms: number) => `${Math.round(ms / 1000)} s`;
    for (const [file, started] of this.running) if (now - started > this.fileMs) this.stop(`${file} is still running after ${secs(this.fileMs)}`);
    if (now - this.lastProgress > this.stallMs) {
      const where = this.running.size ? `in ${[...this.running.keys()].join(", ")}` : "between files";
      this.stop(`no test finished for ${secs(this.stallMs)} ${where} (last: ${this.lastEvent}): something hangs`);
    }
  }

  private stop(reason: string): never {
    process.stderr.write(`\nwatchdog: ${reason}; stopping the run.\n0 passed, 1 failed\n`);
    process.exit(1);
  }
}

// Runs the Debian tools: one child process per call, at most one per CPU at a time.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const slots = Math.max(1, availableParallelism());
let busy = 0;
const queue: (() => void)[] = [];

async function slot<T>(job: () => Promise<T>): Promise<T> {
  if (busy >= slots) await new Promise<void>((resolve) => queue.push(resolve));
  busy++;
  try {
    return await job();
  } finally {
    busy--;
    queue.shift()?.();
  }
}

/** Runs a command; rejects with its stderr when it fails. `input` is written to its stdin. */
export function run(cmd: string, args: string[], input?: string): Promise<void> {
  return slot(
    () =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(cmd, args, { stdio: [input === undefined ? "ignore" : "pipe", "ignore", "pipe"] });
        let err = "";
        child.stderr?.on("data", (d: Buffer) => (err += d.toString()));
        child.on("error", (e) => reject(new Error(`${cmd}: ${e.message} (is it installed?)`)));
        child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}: ${err.trim()}`))));
        if (input !== undefined) child.stdin?.end(input);
      }),
  );
}

/** Maps over items with every call in flight at once; the slot pool above limits the processes. */
export function all<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  return Promise.all(items.map(fn));
}

// A slower phone's CPU for the navigation bench, without DevTools. DevTools' CPU throttling (Emulation.
// setCPUThrottlingRate) cannot be used there: a new tab is not the throttled tab, and a second DevTools session on the
// tab stops Chromium from activating the prerender. So the kernel does what DevTools does: the main thread of each of
// the browser's renderer processes (those a prerender or a new tab starts included, picked up within 50 ms) runs in a
// CPU cgroup of its own whose CFS quota is a share of one core per 10 ms. Only the main thread, as DevTools' throttle
// and Lighthouse's 4x: the compositor, raster and image-decoding threads run at the machine's speed (a phone draws with
// its GPU). Linux, cgroup v1's cpu controller writable (root, as on this machine); elsewhere the table says it cannot
// slow the CPU.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface RendererThrottle {
  /** Moves the renderers back and removes the group. */
  stop(): void;
}

const PERIOD_US = 10_000;
const RESCAN_MS = 50;

/** The browser's renderer processes: its descendants started with --type=renderer. */
export function renderers(browserPid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while the list was read.
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p)) if (p === browserPid) return true;
    return false;
  };
  return [...parentOf.keys()].filter((pid) => {
    if (!descends(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer");
    } catch {
      return false;
    }
  });
}

const CPU_ROOT = "/sys/fs/cgroup/cpu";

/** Why the CPU cannot be slowed here, or null when it can. */
export function cannotThrottle(): string | null {
  if (!existsSync(join(CPU_ROOT, "cpu.cfs_quota_us"))) return "no cgroup v1 cpu controller (Linux only)";
  const probe = join(CPU_ROOT, `meridian-bench-probe-${process.pid}`);
  try {
    mkdirSync(probe);
    rmdirSync(probe);
    return null;
  } catch {
    return `cannot create a cgroup under ${CPU_ROOT} (run as root)`;
  }
}

/** The groups a run that was killed left behind: their threads go back to the root group, the groups away. */
function removeGroups(dir: string): void {
  if (!existsSync(dir)) return;
  for (const child of readdirSync(dir, { withFileTypes: true })) if (child.isDirectory()) removeGroups(join(dir, child.name));
  try {
    for (const tid of readFileSync(join(dir, "tasks"), "utf8").split("\n").filter(Boolean)) {
      try {
        writeFileSync(join(CPU_ROOT, "tasks"), tid);
      } catch {
        // Ended meanwhile.
      }
    }
    rmdirSync(dir);
  } catch {
    // Already removed.
  }
}

/** Runs the main thread of each of the browser's renderers on `share` of a core (0.25: a core four times slower)
 *  until stopped. */
export function throttleRenderers(browserPid: number, share: number): RendererThrottle {
  for (const name of readdirSync(CPU_ROOT)) if (name.startsWith("meridian-bench-")) removeGroups(join(CPU_ROOT, name));
  const dir = join(CPU_ROOT, `meridian-bench-${process.pid}-${browserPid}`);
  mkdirSync(dir);
  const quota = String(Math.max(1000, Math.round(PERIOD_US * share)));
  const moved = new Set<number>();
  // A process's first thread (its id is the process's) is Blink's main thread, CrRendererMain: the one that runs the
  // page's script, style, layout and paint.
  const pickUp = () => {
    for (const pid of renderers(browserPid)) {
      if (moved.has(pid)) continue;
      try {
        const group = join(dir, String(pid));
        mkdirSync(group, { recursive: true });
        writeFileSync(join(group, "cpu.cfs_period_us"), String(PERIOD_US));
        writeFileSync(join(group, "cpu.cfs_quota_us"), quota);
        writeFileSync(join(group, "tasks"), String(pid));
        moved.add(pid);
      } catch {
        // The renderer ended before its thread could be moved.
      }
    }
  };
  pickUp();
  const rescan = setInterval(pickUp, RESCAN_MS);
  const release = () => {
    clearInterval(rescan);
    removeGroups(dir);
  };
  // A bench that ends or fails while throttling leaves no group behind.
  process.once("exit", release);
  return {
    stop() {
      release();
      process.off("exit", release);
    },
  };
}

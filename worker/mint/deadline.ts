// A bound on waiting: every promise that may hang on another party (the coordinator, KV, the upstream, a render
// another request started) is awaited through this, so no answer can wait past its own deadline.

/** One deadline for several waits in a row: what the first wait took is not waited again. */
export interface Deadline {
  /** `work`'s result, or `late` once the deadline has passed. */
  race<T, L>(work: Promise<T>, late: L): Promise<T | L>;
  /** Stops the timer (always call it, in a finally). */
  clear(): void;
}

export function deadlineIn(ms: number): Deadline {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const passed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return {
    race: (work, late) => Promise.race([work, passed.then(() => late)]),
    clear: () => clearTimeout(timer),
  };
}

/** `work`'s result, or `late` once `ms` have passed; the timer belongs to the caller and is always cleared. */
export async function within<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  const deadline = deadlineIn(ms);
  try {
    return await deadline.race(work, late);
  } finally {
    deadline.clear();
  }
}

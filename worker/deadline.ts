// A bound on waiting: every promise that may hang on another party (the coordinator, KV, the upstream, a render
// another request started) is awaited through this, so no answer can wait past its own deadline.

/** `work`'s result, or `late` once `ms` have passed; the timer belongs to the caller and is always cleared. */
export async function within<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

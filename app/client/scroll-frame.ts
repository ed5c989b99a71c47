// One passive scroll (and resize) listener for the whole page, throttled to one animation frame.
// Islands subscribe a task with a read phase and a write phase: every task reads (rects) first,
// then every task writes (classes, state), so a frame never interleaves layout reads with writes.

export interface Viewport {
  width: number;
  height: number;
  scrollY: number;
}

export interface FrameTask<T> {
  read(viewport: Viewport): T;
  write(value: T, viewport: Viewport): void;
}

type AnyTask = FrameTask<unknown>;

const tasks = new Set<AnyTask>();
let frame = 0;
/** The page's height changes without a scroll when a section renders for the first time (content-visibility swaps
 *  its estimated size for its real one) or an image or the font comes in: the boxes the rules read have moved. */
let resized: ResizeObserver | undefined;

function runFrame(): void {
  frame = 0;
  const viewport: Viewport = { width: window.innerWidth, height: window.innerHeight, scrollY: window.scrollY };
  const reads = [...tasks].map((task) => [task, task.read(viewport)] as const);
  for (const [task, value] of reads) task.write(value, viewport);
}

/** Asks for one frame of every task (also used after a change that is not a scroll, e.g. a new slide). */
export function requestFrame(): void {
  if (!frame) frame = requestAnimationFrame(runFrame);
}

export function subscribe<T>(task: FrameTask<T>): () => void {
  const entry = task as AnyTask;
  if (tasks.size === 0) {
    window.addEventListener("scroll", requestFrame, { passive: true });
    window.addEventListener("resize", requestFrame, { passive: true });
    resized = new ResizeObserver(requestFrame);
    resized.observe(document.querySelector("main") ?? document.body);
  }
  tasks.add(entry);
  requestFrame();
  return () => {
    tasks.delete(entry);
    if (tasks.size === 0) {
      window.removeEventListener("scroll", requestFrame);
      window.removeEventListener("resize", requestFrame);
      resized?.disconnect();
    }
  };
}

/** The user asked for less motion: animations settle at their end state. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

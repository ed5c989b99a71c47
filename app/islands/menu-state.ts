/** At most one group open: tapping the open one collapses it, tapping the other switches. */
export function nextExpanded<T extends string>(current: T | null, tapped: T): T | null {
  return current === tapped ? null : tapped;
}

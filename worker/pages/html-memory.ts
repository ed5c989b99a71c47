// First level of the edge HTML cache: rendered pages in this isolate's memory, so a repeat needs no Cache API
// round trip. Bounded (least recently used goes first); entries keep the lifetime they were stored with, and the
// key is the Cache API key, build version included.

/** A rendered page as stored: its bytes, validator and lifetime; `filled` memoizes its last slot fill. */
export interface StoredPage {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** ms since epoch, when the page was stored (after its render finished). */
  storedAt: number;
  /** Seconds the entry may be served. */
  ttl: number;
  /** Where each slot's marker starts in `body` (-1: absent), found once. */
  slotAt?: Record<string, number>;
  filled?: { slot: string; body: Uint8Array<ArrayBuffer>; etag: string };
}

/** Whole seconds an entry stored at `storedAt` with `ttl` may still be served at `now` (0 or less: expired). */
export function secondsLeft(storedAt: number, ttl: number, now: number): number {
  return ttl - Math.floor((now - storedAt) / 1000);
}

export class HtmlMemory {
  private readonly entries = new Map<string, StoredPage>();

  constructor(readonly capacity = 64) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now: number): { entry: StoredPage; left: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const left = secondsLeft(entry.storedAt, entry.ttl, now);
    this.entries.delete(key);
    if (left <= 0) return undefined;
    this.entries.set(key, entry); // most recently used goes last
    return { entry, left };
  }

  set(key: string, entry: StoredPage): void {
    this.entries.delete(key);
    if (this.capacity <= 0) return;
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** This isolate's pages: 16 routes x 2 device classes x a deploy's overlap leaves room to spare at ~50 KB each. */
export const htmlMemory = new HtmlMemory();

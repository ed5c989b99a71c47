import { describe, expect, it } from "vitest";
import { HtmlMemory, secondsLeft } from "../../worker/pages/html-memory.ts";

const entry = (storedAt: number, ttl = 30) => ({ body: new Uint8Array(8), etag: '"x"', storedAt, ttl });

describe("the edge HTML cache's memory level", () => {
  it("serves an entry until its lifetime runs out, then forgets it", () => {
    const m = new HtmlMemory();
    m.set("a", entry(0, 30));
    expect(m.get("a", 29_000)?.left).toBe(1);
    expect(m.get("a", 30_000)).toBeUndefined();
    expect(m.size).toBe(0);
  });

  it("holds at most its capacity, dropping the least recently used page", () => {
    const m = new HtmlMemory(2);
    m.set("a", entry(0));
    m.set("b", entry(0));
    m.get("a", 1000);
    m.set("c", entry(0));
    expect(m.get("b", 1000)).toBeUndefined();
    expect(m.get("a", 1000)).toBeDefined();
    expect(m.get("c", 1000)).toBeDefined();
  });

  it("holds nothing at capacity 0", () => {
    const m = new HtmlMemory(0);
    m.set("a", entry(0));
    expect(m.get("a", 0)).toBeUndefined();
  });

  it("counts whole seconds left", () => {
    expect(secondsLeft(0, 30, 0)).toBe(30);
    expect(secondsLeft(0, 30, 1500)).toBe(29);
    expect(secondsLeft(0, 30, 31_000)).toBe(-1);
  });
});

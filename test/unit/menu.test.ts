import { describe, expect, it } from "vitest";
import { nextExpanded } from "../../app/islands/menu-state.ts";
import { isMobileUserAgent, isMobileWidth } from "../../app/page-context.ts";

describe("menu groups", () => {
  it("opens a group, collapses it on a second tap, switches to the other", () => {
    expect(nextExpanded(null, "networking")).toBe("networking");
    expect(nextExpanded("networking", "networking")).toBe(null);
    expect(nextExpanded("networking", "ecosystem")).toBe("ecosystem");
  });
});

describe("mobile detection", () => {
  it("matches Mobi, Android or iPhone in the user agent", () => {
    expect(isMobileUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0")).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
  });
  it("counts 760 px and narrower as mobile", () => {
    expect(isMobileWidth(760)).toBe(true);
    expect(isMobileWidth(761)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { isMobileUserAgent, isMobileWidth } from "../../app/ui/mobile.ts";

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

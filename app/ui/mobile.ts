// The mobile rule: a phone's user agent (Mobi, Android or iPhone) or a viewport 760 px wide or narrower gets the
// mobile layout. CSS media queries use the width half; the client confirms with both.

/** The user-agent half: Mobi, Android or iPhone. */
export function isMobileUserAgent(ua: string | null | undefined): boolean {
  return /Mobi|Android|iPhone/i.test(ua ?? "");
}

/** The width half: 760 px or narrower. */
export const MOBILE_MAX_WIDTH = 760;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

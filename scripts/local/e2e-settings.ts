/** The mint window of the e2e runs (MINT_FRESH_SECONDS): short, so live-state tests wait seconds, not minutes. */
export const E2E_MINT_WINDOW_SECONDS = 5;

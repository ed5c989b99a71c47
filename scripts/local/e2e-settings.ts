/** The mint window of the e2e runs (MINT_FRESH_SECONDS): short, so live-state tests wait seconds, not minutes. */
export const E2E_MINT_WINDOW_SECONDS = 5;
/** Where the local site's worker logs during test runs and the benchmark (the JSON lines an operator would read). */
export const WORKER_LOG = "test-results/worker.log";

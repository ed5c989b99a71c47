// The mint state a page is served with: the worker reads it (worker/mint/snapshot.ts) and the Genesis island starts
// from it.

/** What the worker knew of the mint when it served the page; null where it did not know. */
export interface MintSnapshot {
  /** data.mint_all of the status call: true is sold out. */
  soldOut: boolean | null;
  /** How many addresses the published list holds. */
  listSize: number | null;
  /** The state is older than the mint window because the mint service is not answering: it may be out of date. */
  stale: boolean;
}

export const UNKNOWN_MINT: MintSnapshot = { soldOut: null, listSize: null, stale: false };

// The Genesis block's rules (its words are in the catalogs, genesis.*): the claim window and which status shows.
import type { Messages } from "../../i18n/messages.ts";
import type { MintState } from "../browser/store.ts";

/** Lottery winners have 24 hours to claim. */
export const LOTTERY_CLAIM_HOURS = 24;

export type MintStatusView = "live" | "sold-out" | "unknown";

/** What the status panel shows: unknown until a status call has succeeded (on the server or in the browser). */
export function statusView(state: Pick<MintState, "statusDone" | "soldOutStatus">): MintStatusView {
  if (state.statusDone !== 1) return "unknown";
  return state.soldOutStatus ? "sold-out" : "live";
}

/** The words the live island needs (sent as its props, in the page's language). */
export type GenesisText = Pick<Messages["genesis"], "status" | "outdated" | "listSize" | "lookup" | "loading" | "requestError">;

export function genesisText(g: Messages["genesis"]): GenesisText {
  return { status: g.status, outdated: g.outdated, listSize: g.listSize, lookup: g.lookup, loading: g.loading, requestError: g.requestError };
}

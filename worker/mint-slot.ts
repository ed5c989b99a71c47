// The live Genesis island for the current mint state, as HTML for the slot of a stored page (app/mint/placement.ts):
// rendered once per distinct state and reused, so filling a cached page costs a lookup, not a render.
import { createElement } from "react";
import { renderToString } from "react-dom/server.edge";
import GenesisMint from "../app/islands/GenesisMint.tsx";
import { Island } from "../app/islands/Island.tsx";
import type { MintSnapshot } from "../app/mint/placement.ts";

const rendered = new Map<string, string>();
/** Distinct states are few (sold out or not, the list size, stale or not); a small bound keeps odd inputs cheap. */
const MAX_STATES = 32;

export function renderMintSlot(snapshot: MintSnapshot): string {
  const key = JSON.stringify(snapshot);
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderToString(createElement(Island<MintSnapshot>, { name: "GenesisMint", component: GenesisMint, props: snapshot, hydrate: "visible", id: "genesis-mint-props" }));
    if (rendered.size >= MAX_STATES) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

// The live Genesis island for the current mint state, as HTML for the slot of a stored page (app/mint/shared/slots.ts):
// rendered once per distinct state and language and reused, so filling a cached page costs a lookup, not a render.
import { createElement } from "react";
import { renderToString } from "react-dom/server.edge";
import { Island } from "../../app/components/Island.tsx";
import { language, type LangCode } from "../../app/i18n/languages.ts";
import { messages } from "../../app/i18n/messages.ts";
import GenesisMint, { type GenesisMintProps } from "../../app/islands/GenesisMint.tsx";
import { genesisText } from "../../app/mint/shared/genesis.ts";
import type { MintSnapshot } from "../../app/mint/shared/snapshot.ts";

const rendered = new Map<string, string>();
/** Distinct states are few (sold out or not, the list size, stale or not, per language): a bound keeps odd inputs cheap. */
const MAX_STATES = 64;

export function renderMintSlot(snapshot: MintSnapshot, windowSeconds: number, lang: LangCode): string {
  const key = JSON.stringify([snapshot, windowSeconds, lang]);
  let html = rendered.get(key);
  if (html === undefined) {
    const props: GenesisMintProps = { ...snapshot, windowSeconds, text: genesisText(messages(lang).genesis), locale: language(lang).locale };
    html = renderToString(createElement(Island<GenesisMintProps>, { component: GenesisMint, props, id: "genesis-mint-props" }));
    if (rendered.size >= MAX_STATES) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

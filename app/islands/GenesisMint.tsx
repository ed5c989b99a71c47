// The live part of the Genesis block: mint status (server state first, then the browser's store) and the address lookup.
import { useEffect, useMemo, useState, useSyncExternalStore, type FormEvent } from "react";
import { formatPlurals } from "../i18n/plural.ts";
import { statusView, type GenesisText } from "../mint/shared/genesis.ts";
import { listedAddresses, lookupAddress, normalizeAddress, shortAddress, type LookupAnswer } from "../mint/shared/lookup.ts";
import { LOADER_DELAY_MS } from "../mint/browser/notice-defaults.ts";
import type { MintSnapshot } from "../mint/shared/snapshot.ts";
import { createRequest } from "../mint/browser/request.ts";
import { createMintStore, type MintState } from "../mint/browser/store.ts";

export interface GenesisMintProps extends MintSnapshot {
  /** The mint window (MINT_FRESH_SECONDS): how often the status is refreshed while the page is visible. */
  windowSeconds: number;
  /** The block's words in the page's language, and its locale for numbers. */
  text: GenesisText;
  locale: string;
}

/** The server's snapshot as the store's starting point, so the first client render equals the server's. */
export function seedState(snapshot: MintSnapshot): Partial<MintState> {
  return snapshot.soldOut === null ? {} : { statusDone: 1, soldOutStatus: snapshot.soldOut };
}

/** True once `on` has stayed true for `delayMs` (the loader delay). */
function useDelayed(on: boolean, delayMs: number): boolean {
  const [fired, setFired] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setFired(true), delayMs);
    return () => {
      clearTimeout(timer);
      setFired(false);
    };
  }, [on, delayMs]);
  return on && fired;
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the island runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A sentence with the visitor's address in it: the address isolated and left to right, whatever the page's direction. */
function WithAddress({ text, address }: { text: string; address: string }) {
  const [before, after] = text.split("{address}");
  if (after === undefined) return <>{text}</>;
  return (
    <>
      {before}
      <bdi dir="ltr">{address}</bdi>
      {after}
    </>
  );
}

export default function GenesisMint({ soldOut, listSize, stale, windowSeconds, text, locale }: GenesisMintProps) {
  // "May be out of date" until this page itself gets a status answer.
  const [outdated, setOutdated] = useState(stale);
  const [store] = useState(() => {
    const request = createRequest({ texts: { fallback: text.requestError, loading: text.loading } });
    return createMintStore(seedState({ soldOut, listSize, stale }), { onStatus: () => setOutdated(false), request });
  });
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const ready = useHydrated();
  const [input, setInput] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const showLoader = useDelayed(state.loading, LOADER_DELAY_MS);

  // Current on arrival, then kept current while on screen: sold out shows without a reload.
  useEffect(() => {
    void store.refresh();
    return store.follow(windowSeconds * 1000);
  }, [store, windowSeconds]);

  const listed = useMemo(() => (state.indexData && !Array.isArray(state.indexData) ? listedAddresses(state.indexData.list) : null), [state.indexData]);
  const count = state.indexData === null ? listSize : Array.isArray(state.indexData) ? null : state.indexData.list.length;
  const view = statusView(state);

  let answer: LookupAnswer | "pending" | null = null;
  if (asked !== null) {
    const malformed = normalizeAddress(asked) === null;
    answer = malformed ? "malformed" : state.indexData === null || (state.loading && !listed) ? "pending" : lookupAddress(asked, listed);
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setAsked(input);
    // A list that failed or came back empty gets another chance when someone asks.
    if (Array.isArray(state.indexData) && !state.loading && normalizeAddress(input)) void store.fetchIndexData();
  }

  return (
    <div className="genesis-live">
      {/* A polite live region from the first render: a screen reader hears the mint sell out (or the loader) as it happens. */}
      <div className="genesis-status" data-status={view} role="status">
        <p className="genesis-status-title">
          <span className="genesis-dot" aria-hidden="true" />
          {text.status[view].title}
        </p>
        <p className="genesis-status-detail">{text.status[view].detail}</p>
        {outdated && view !== "unknown" && <p className="genesis-status-outdated">{text.outdated}</p>}
        <p className="genesis-status-meta">
          {count !== null && <span>{formatPlurals(text.listSize, { count }, locale)}</span>}
          {showLoader && <span className="genesis-loading">{text.loading}</span>}
        </p>
      </div>
      <form className="genesis-lookup" onSubmit={onSubmit} noValidate>
        <label htmlFor={ready ? "genesis-address" : undefined} className="genesis-lookup-label">
          {text.lookup.label}
        </label>
        <div className="genesis-lookup-row">
          {/* The field itself only once the island runs. Until then (and without JavaScript) a box that looks like the
              disabled field: the browser's autofill lays out every text field of a page as it finishes parsing, even
              one in a section that skips rendering until it comes near (app/styles/home.css), and that was a
              39-87 ms forced layout of the whole Genesis section at 4x CPU, for a field no one could use yet. */}
          {ready ? (
            <input
              id="genesis-address"
              name="address"
              type="text"
              inputMode="text"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={100}
              dir="ltr"
              placeholder="0x…"
              aria-describedby="genesis-address-hint"
              aria-invalid={answer === "malformed"}
              value={input}
              onChange={(e) => setInput(e.target.value)}
            />
          ) : (
            <span className="genesis-address-placeholder" aria-hidden="true">
              0x…
            </span>
          )}
          <button type="submit" className="btn btn-primary" disabled={!ready}>
            {text.lookup.check}
          </button>
        </div>
        <p id="genesis-address-hint" className="genesis-hint">
          {text.lookup.hint}
        </p>
        <noscript>
          <p className="genesis-hint">{text.lookup.noscript}</p>
        </noscript>
        <p className="genesis-answer" role="status" data-answer={answer ?? "none"}>
          {answer === "pending" && text.loading}
          {answer !== null && answer !== "pending" && (
            <>
              <strong>{text.lookup.headlines[answer]}</strong> <WithAddress text={text.lookup.details[answer]} address={shortAddress(asked ?? "")} />
            </>
          )}
        </p>
      </form>
    </div>
  );
}

// The island runtime (React), loaded by the page script only when an island has to start: hydrates one island
// from its server HTML and its serialized props, loading that island's own chunk on demand.
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders } from "../generated/island-loaders.ts";
import type { IslandElement } from "./island-element.ts";

function readProps(id: string | undefined): object {
  const text = id ? document.getElementById(id)?.textContent : undefined;
  return text ? (JSON.parse(text) as object) : {};
}

/** Marks the island as live once React has committed it (tests and developers can see it). */
function MarkHydrated({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

export async function hydrateIsland(el: IslandElement): Promise<void> {
  const name = el.dataset.island;
  const load = name ? islandLoaders[name] : undefined;
  if (!load) return;
  const mod = (await load()) as { default: ComponentType<object> };
  const island = createElement(mod.default, readProps(el.dataset.props));
  // As a transition, React hydrates in slices of a few milliseconds and yields in between: no long task that would
  // hold up a tap or a scroll while the home page's islands come alive (its server HTML is already on screen).
  startTransition(() => {
    // From here on React answers clicks itself (it replays those that arrive while it hydrates); one from before is
    // answered once the island runs. Only a button of its own: a link or a summary already did what it does natively.
    const tapped = el.tapped instanceof Element ? el.tapped.closest("button[type=button]") : null;
    el.tapped = undefined;
    const onCommit = () => {
      el.dataset.hydrated = "true";
      if (tapped instanceof HTMLButtonElement && el.contains(tapped)) tapped.click();
    };
    hydrateRoot(el, createElement(MarkHydrated, { onCommit }, island), {
      onRecoverableError: (error) => console.error(`island ${name}:`, error),
    });
  });
}

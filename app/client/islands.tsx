// The one client entry: finds island markers and hydrates each from its serialized props.
import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders, type IslandName } from "../islands/registry.ts";

function readProps(id: string | undefined): object {
  const text = id ? document.getElementById(id)?.textContent : undefined;
  return text ? (JSON.parse(text) as object) : {};
}

/** Marks the island as live once React has committed it (tests and developers can see it). */
function MarkHydrated({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName | undefined;
  const load = name ? islandLoaders[name] : undefined;
  if (!load) return;
  const mod = (await load()) as { default: ComponentType<object> };
  const island = createElement(mod.default, readProps(el.dataset.props));
  hydrateRoot(el, createElement(MarkHydrated, { onCommit: () => void (el.dataset.hydrated = "true") }, island), {
    onRecoverableError: (error) => console.error(`island ${name}:`, error),
  });
}

/** Islands marked data-hydrate="visible" wait until they come within a screen of the viewport. */
const onApproach = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      onApproach.unobserve(entry.target);
      void hydrateIsland(entry.target as HTMLElement);
    }
  },
  { rootMargin: "100% 0px" },
);

for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  if (el.dataset.hydrate === "visible") onApproach.observe(el);
  else void hydrateIsland(el);
}

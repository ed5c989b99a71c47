// Server side of an island: the component's HTML plus its props as a JSON data block (no inline JS).
import type { ComponentType } from "react";
import { useId } from "react";
import type { IslandName } from "./registry.ts";

/** JSON that is safe inside <script type="application/json">: no "</script>" or "<!--" breakout. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

interface IslandProps<P> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** Render as an inline wrapper (inside phrasing content). */
  inline?: boolean;
  /** "visible": load and hydrate only when the island nears the viewport (for parts far down a page). */
  hydrate?: "load" | "visible";
  /** Id of the props block, for an island rendered on its own (outside a page, where useId is not unique). */
  id?: string;
}

export function Island<P extends object>({ name, component: Component, props, inline, hydrate = "load", id: fixedId }: IslandProps<P>) {
  const generated = `island-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const id = fixedId ?? generated;
  const Wrapper = inline ? "span" : "div";
  // No module preloads: island code downloads after the page has loaded (see boot.ts), not during the first paint.
  return (
    <>
      <Wrapper className="island" data-island={name} data-props={id} data-hydrate={hydrate === "visible" ? "visible" : undefined}>
        <Component {...props} />
      </Wrapper>
      <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
    </>
  );
}

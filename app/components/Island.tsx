// Server side of an island: the component's HTML plus its props as a JSON data block (no inline JS). An island is
// a file in app/islands/, named by that file: the build lists them (app/generated/islands.ts), so the name the
// browser hydrates by can never disagree with the component.
import type { ComponentType } from "react";
import { useId } from "react";
import { islandNames } from "../generated/islands.ts";

/** JSON that is safe inside <script type="application/json">: no "</script>" or "<!--" breakout. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

interface IslandProps<P> {
  component: ComponentType<P>;
  props: P;
  /** Render as an inline wrapper (inside phrasing content). */
  inline?: boolean;
  /** Id of the props block, for an island rendered on its own (outside a page, where useId is not unique). */
  id?: string;
}

export function Island<P extends object>({ component: Component, props, inline, id: fixedId }: IslandProps<P>) {
  const generated = `island-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const id = fixedId ?? generated;
  const name = islandNames.get(Component);
  if (!name) throw new Error(`${Component.name || "a component"} is not an island: islands are the default exports of app/islands/*.tsx`);
  const Wrapper = inline ? "span" : "div";
  // No module preloads: island code downloads after the page has loaded (see app/client/boot.ts).
  return (
    <>
      <Wrapper className="island" data-island={name} data-props={id}>
        <Component {...props} />
      </Wrapper>
      <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
    </>
  );
}

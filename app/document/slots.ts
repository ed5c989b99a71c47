// Slots: places in a stored page that the worker fills for each answer (the live Genesis island for the current
// mint state, the language suggestion for this visitor). Components render a slot's element; the worker finds the
// same element's bytes in the stored page. Both take the name from here.
import { createElement } from "react";

const SLOT_ELEMENTS = { mint: "mint-slot", langSuggestion: "lang-suggestion" } as const;
export type SlotName = keyof typeof SLOT_ELEMENTS;

/** The empty element a component renders where the worker fills the slot. */
export function Slot({ name }: { name: SlotName }) {
  return createElement(SLOT_ELEMENTS[name]);
}

/** The bytes the slot's element is rendered as in a stored page. */
export function slotMarker(name: SlotName): string {
  return `<${SLOT_ELEMENTS[name]}></${SLOT_ELEMENTS[name]}>`;
}

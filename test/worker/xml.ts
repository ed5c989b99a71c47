// XML for the worker tests (workerd has no DOMParser). fast-xml-parser does the work: its validator rejects a
// document that is not well-formed, its parser reads it. This module only shapes the parser's output into elements
// and checks, on that output, what the validator lets through (fast-xml-parser issues #542 and #617: nothing after a
// self-closing root is looked at; and attribute values and entity names are not checked).
import { EntityDecoder } from "@nodable/entities";
import { XMLParser, XMLValidator } from "fast-xml-parser";

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Decoded character data directly inside this element. */
  text: string;
}

/** One node of the parser's ordered output: `{ name: [...children], ":@": attrs }`, `{ "#text": "…" }`, and so on. */
type Node = Record<string, unknown>;

const TEXT = "#text";
const CDATA = "#cdata";
const COMMENT = "#comment";
const ATTRS = ":@";

const options = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: CDATA,
  // Kept so that text before a comment is kept too (the parser drops it otherwise).
  commentPropName: COMMENT,
};
/** Values as written, for the checks below. */
const asWritten = new XMLParser({ ...options, processEntities: false });
/** Values decoded: XML's five entities and character references (the parser's own default leaves the latter). */
const decoded = new XMLParser({ ...options, entityDecoder: new EntityDecoder() });

/** An `&` that starts none of XML's predefined entities nor a character reference (no DTD: none other is declared). */
const STRAY_AMPERSAND = /&(?!(?:lt|gt|amp|apos|quot|#\d+|#x[\da-fA-F]+);)/;

const nameOf = (node: Node) => Object.keys(node).find((k) => k !== ATTRS)!;
const isElement = (name: string) => !name.startsWith("#");

function checkAsWritten(node: Node): void {
  const name = nameOf(node);
  if (name === TEXT && STRAY_AMPERSAND.test(String(node[TEXT]))) throw new Error(`unknown entity or stray & in text: ${String(node[TEXT]).slice(0, 40)}`);
  if (!isElement(name)) return;
  for (const [attr, value] of Object.entries((node[ATTRS] ?? {}) as Record<string, string>))
    if (value.includes("<") || STRAY_AMPERSAND.test(value)) throw new Error(`raw < or & in <${name} ${attr}>: ${value.slice(0, 40)}`);
  for (const child of node[name] as Node[]) checkAsWritten(child);
}

function toElement(node: Node): XmlElement {
  const name = nameOf(node);
  const el: XmlElement = { name, attrs: (node[ATTRS] ?? {}) as Record<string, string>, children: [], text: "" };
  for (const c of node[name] as Node[]) {
    const kind = nameOf(c);
    if (kind === TEXT) el.text += String(c[TEXT]);
    else if (kind === CDATA) el.text += (c[CDATA] as Node[]).map((t) => String(t[TEXT] ?? "")).join("");
    else if (isElement(kind)) el.children.push(toElement(c));
  }
  return el;
}

/** Parses a whole document and returns its single root element; throws when the document is not well-formed. */
export function parseXml(xml: string): XmlElement {
  const verdict = XMLValidator.validate(xml);
  if (verdict !== true) throw new Error(`not well-formed XML: ${verdict.err.msg} (line ${verdict.err.line})`);
  const top = asWritten.parse(xml) as Node[];
  const roots = top.filter((n) => isElement(nameOf(n)));
  if (roots.length !== 1) throw new Error(`${roots.length} root elements: ${roots.map(nameOf).join(", ")}`);
  const stray = top.find((n) => nameOf(n) === TEXT && String(n[TEXT]).trim());
  // Text at the very end is dropped by the parser: a document ends with its root, a comment or a PI, each ending in ">".
  if (stray || !/>\s*$/.test(xml)) throw new Error("text outside the root element");
  checkAsWritten(roots[0]!);
  return toElement((decoded.parse(xml) as Node[]).find((n) => isElement(nameOf(n)))!);
}

export function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c) => c.name === name);
}

/** The one child of that name (throws when missing or repeated). */
export function child(el: XmlElement, name: string): XmlElement {
  const found = childrenNamed(el, name);
  if (found.length !== 1) throw new Error(`<${el.name}> has ${found.length} <${name}>`);
  return found[0]!;
}

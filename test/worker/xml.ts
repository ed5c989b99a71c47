// A small strict XML reader for tests (workerd has no DOMParser): throws on anything not well-formed.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Decoded character data directly inside this element. */
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*$/;
const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' };

function decode(raw: string, where: string): string {
  if (raw.includes("<")) throw new Error(`raw "<" in ${where}`);
  return raw.replace(/&([^;]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(";")) throw new Error(`unterminated entity in ${where}: ${whole.slice(0, 12)}`);
    if (ref in ENTITIES) return ENTITIES[ref]!;
    const num = /^#(\d+)$/.exec(ref)?.[1] ?? /^#x([0-9a-fA-F]+)$/.exec(ref)?.[1];
    if (num === undefined) throw new Error(`unknown entity &${ref}; in ${where}`);
    return String.fromCodePoint(ref.startsWith("#x") ? parseInt(num, 16) : parseInt(num, 10));
  });
}

function parseAttrs(source: string, tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  let rest = source.trim();
  while (rest) {
    const m = /^([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')\s*/.exec(rest);
    if (!m) throw new Error(`malformed attributes in <${tag}>: ${rest.slice(0, 40)}`);
    const name = m[1]!;
    if (!NAME.test(name)) throw new Error(`bad attribute name ${name} in <${tag}>`);
    if (name in attrs) throw new Error(`duplicate attribute ${name} in <${tag}>`);
    attrs[name] = decode(m[2] ?? m[3] ?? "", `<${tag} ${name}>`);
    rest = rest.slice(m[0].length);
  }
  return attrs;
}

/** Parses a whole document and returns its single root element. */
export function parseXml(xml: string): XmlElement {
  let pos = 0;
  const decl = /^<\?xml[^?]*\?>/.exec(xml);
  if (decl) pos = decl[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (pos < xml.length) {
    const lt = xml.indexOf("<", pos);
    const text = xml.slice(pos, lt === -1 ? xml.length : lt);
    if (text.includes("]]>")) throw new Error(`"]]>" in text`);
    const parent = stack[stack.length - 1];
    if (parent) parent.text += decode(text, `<${parent.name}>`);
    else if (text.trim()) throw new Error(`text outside the root element: ${text.trim().slice(0, 40)}`);
    if (lt === -1) break;
    if (xml.startsWith("<!--", lt)) {
      const end = xml.indexOf("-->", lt + 4);
      if (end === -1) throw new Error("unterminated comment");
      pos = end + 3;
      continue;
    }
    if (xml.startsWith("<![CDATA[", lt)) {
      const end = xml.indexOf("]]>", lt);
      if (end === -1 || !parent) throw new Error("CDATA outside an element or unterminated");
      parent.text += xml.slice(lt + 9, end);
      pos = end + 3;
      continue;
    }
    const gt = xml.indexOf(">", lt);
    if (gt === -1) throw new Error("unterminated tag");
    const inner = xml.slice(lt + 1, gt);
    pos = gt + 1;
    if (inner.startsWith("/")) {
      const name = inner.slice(1).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? "nothing"}>`);
      continue;
    }
    const selfClosing = inner.endsWith("/");
    const body = selfClosing ? inner.slice(0, -1) : inner;
    const name = /^\S+/.exec(body)?.[0] ?? "";
    if (!NAME.test(name)) throw new Error(`bad element name "${name}"`);
    const el: XmlElement = { name, attrs: parseAttrs(body.slice(name.length), name), children: [], text: "" };
    if (parent) parent.children.push(el);
    else if (root) throw new Error(`second root element <${name}>`);
    else root = el;
    if (!selfClosing) stack.push(el);
  }
  if (stack.length) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (!root) throw new Error("no root element");
  return root;
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

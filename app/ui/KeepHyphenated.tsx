// A title's hyphenated words ("Token-Gated") kept on one line: a line break after the hyphen reads as a typo in a
// large heading. The text itself is unchanged (the same characters for search, copy and screen readers).
const HYPHENATED = /(\S+-\S+)/;

export function KeepHyphenated({ text }: { text: string }) {
  return text.split(HYPHENATED).map((part, i) =>
    i % 2 ? (
      <span key={i} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

// The numbered label over a section's heading (styles/sections.css): the home page's sections, the Genesis block and
// the Hub's sections. Without a number (the Genesis block after an article), the label alone.
export function SectionEyebrow({ num, label }: { num?: string; label: string }) {
  return (
    <p className="section-eyebrow">
      {/* One text node each (no separator comment between two), and no space before a label alone. */}
      {num && <span className="section-num">{num}</span>}
      {num ? ` ${label}` : label}
    </p>
  );
}

// The Meridian mark: a globe cut by meridians, with a location pin where two of them cross.
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <ellipse cx="16" cy="16" rx="6" ry="14" fill="none" stroke="currentColor" strokeWidth="1.6" opacity=".7" />
      <path d="M2 16h28" stroke="currentColor" strokeWidth="1.6" opacity=".7" />
      <circle cx="22" cy="10" r="3.4" fill="var(--accent, #f5b942)" />
    </svg>
  );
}

// Small generic glyphs for the download buttons (no store trademarks): a robot head, a phone, a package.
export function StoreIcon({ kind }: { kind: "android" | "ios" | "apk" }) {
  return (
    <svg className="store-icon" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      {kind === "android" && (
        <g fill="currentColor">
          <path d="M6 13a8 8 0 0 1 16 0v1H6z" />
          <rect x="6" y="15" width="16" height="9" rx="2" />
          <path d="M9 5l2 3M19 5l-2 3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </g>
      )}
      {kind === "ios" && (
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="8" y="3" width="12" height="22" rx="3" />
          <path d="M12 21h4" strokeLinecap="round" />
        </g>
      )}
      {kind === "apk" && (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M14 4v13M8 12l6 6 6-6" />
          <path d="M5 21v3h18v-3" />
        </g>
      )}
    </svg>
  );
}

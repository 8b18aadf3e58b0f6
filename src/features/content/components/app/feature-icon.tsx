/** Line icons for the app features, keyed by the content's `icon` (unknown keys get a plain dot). */
const PATHS: Record<string, string> = {
  connect: 'M8 14a8 8 0 0 1 16 0M4 14a12 12 0 0 1 24 0M16 14v12M12 26h8',
  route: 'M6 26c6 0 6-8 10-8s4 6 10 6M6 26a2 2 0 1 0 0-.1M26 24a2 2 0 1 0 0-.1M10 8l4 4-4 4',
  service: 'M20 6a6 6 0 0 0-5.6 8.2L6 22.6 9.4 26l8.4-8.4A6 6 0 0 0 26 12l-3.5 3.5-3-1-1-3L22 8a6 6 0 0 0-2-2z',
  club: 'M11 14a4 4 0 1 0 0-.1M22 13a3 3 0 1 0 0-.1M4 26c0-4 3-7 7-7s7 3 7 7M17 22c1-2 3-3 5-3 3 0 6 2 6 6',
  map: 'M4 8l8-3 8 3 8-3v19l-8 3-8-3-8 3zM12 5v19M20 8v19',
  rescue: 'M16 4l10 4v7c0 6-4 11-10 13C10 26 6 21 6 15V8zM16 10v8M12 14h8',
};

/** A 32-pixel line icon for an app feature (decorative: the feature's title says what it is). */
export function FeatureIcon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name] ? <path d={PATHS[name]} /> : <circle cx="16" cy="16" r="5" />}
    </svg>
  );
}

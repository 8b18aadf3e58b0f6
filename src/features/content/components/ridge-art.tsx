/** The brand's ridge motif as a wide, low decorative landscape (purely decorative: hidden from assistive tech). */
export function RidgeArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 900 200" preserveAspectRatio="xMaxYMax meet" aria-hidden="true" focusable="false">
      <path d="M0 200 L140 150 L230 176 L370 110 L470 158 L600 96 L720 146 L900 70 L900 200 Z" fill="#1c2a40" />
      <path d="M0 200 L170 178 L290 190 L430 148 L540 184 L680 136 L800 170 L900 144 L900 200 Z" fill="#243652" />
      <path d="M370 110 L470 158 L600 96 L720 146 L900 70" fill="none" stroke="#c8102e" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M430 148 L540 184 L680 136 L800 170 L900 144" fill="none" stroke="#c9a227" strokeWidth="1.5" strokeLinejoin="round" opacity=".7" />
      <circle cx="790" cy="58" r="11" fill="#c9a227" opacity=".85" />
    </svg>
  );
}

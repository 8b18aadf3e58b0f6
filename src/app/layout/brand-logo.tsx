import { badge } from '../../config/brand-mark.ts';

const MARK = badge();

/**
 * The round brand logo, drawn in the page. As an `<img>` of the SVG file it cost the browser a separate
 * SVG document before the first paint (about 40 ms of main thread at 4x CPU on every page load).
 */
export function BrandLogo({ size, label, className }: { size: number; label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 512 512"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      className={className}
      dangerouslySetInnerHTML={{ __html: MARK }}
    />
  );
}

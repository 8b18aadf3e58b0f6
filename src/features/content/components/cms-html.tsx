import { useMemo } from 'react';
import { sanitizeCmsHtml } from './sanitize-cms-html.ts';
import styles from './cms-html.module.css';

/** Renders CMS HTML after sanitizing it (the only place the content feature injects HTML). */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeCmsHtml(html), [html]);
  return <div className={`${styles.prose} ${className ?? ''}`} data-testid="cms-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

import type { ComponentType } from 'react';
import type { PageName } from './route-table.ts';
import { afterLoadAndIdle } from '../lib/idle.ts';

/** Loads a page component (each page is its own lazy chunk). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The page registry: every feature's page loaders with their preload lists (≈3.5 KB gzip). It is its
 * own chunk so the home route does not carry it: it loads after the first render
 * (`warmPageRegistry`), and alongside the page on a direct visit to any other page (the server
 * sends a `modulepreload` header for it, docs/decisions/004-bundle-budget.md).
 */
export const loadPageRegistry = () => import('./page-registry.ts');

/** The home page needs no registry: it is the first screen of most visits. */
const loadHomePage: PageLoader = () => import('../features/catalog/pages/home-page.tsx').then((m) => ({ default: m.HomePage }));

/** Loads a page's component by name. */
export function loadPage(name: PageName): Promise<{ default: ComponentType }> {
  return name === 'index' ? loadHomePage() : loadPageRegistry().then((registry) => registry.pages[name]());
}

/**
 * Fetches the registry once the page has loaded and the browser is idle, so the first navigation
 * does not wait for it (on 2g and Save-Data too: it is the app's own code, not a guess).
 */
export function warmPageRegistry(): void {
  void afterLoadAndIdle(3000)
    .then(loadPageRegistry)
    .catch(() => undefined);
}

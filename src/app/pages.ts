import type { ComponentType } from 'react';
import type { PageName } from './route-table.ts';
import { catalogPages } from '../features/catalog/pages.ts';
import { contentPages } from '../features/content/pages.ts';
import { shopPages } from '../features/shop/pages.ts';
import { servicePages } from '../features/service/pages.ts';

/** Loads a page component (each page is its own lazy chunk). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Every page of the site, composed from the features that own them. */
export const pages: Record<PageName, PageLoader> = {
  ...catalogPages,
  ...contentPages,
  ...shopPages,
  ...servicePages,
} as Record<PageName, PageLoader>;

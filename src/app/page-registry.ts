import type { PageName } from './route-table.ts';
import type { PageLoader } from './pages.ts';
import { catalogPages } from '../features/catalog/pages.ts';
import { contentPages } from '../features/content/pages.ts';
import { shopPages } from '../features/shop/pages.ts';
import { servicePages } from '../features/service/pages.ts';
import { searchPages } from '../features/search/pages.ts';

/** Every page except home (pages.ts loads that one itself), composed from the features that own them. */
export const pages: Record<Exclude<PageName, 'index'>, PageLoader> = {
  ...catalogPages,
  ...contentPages,
  ...shopPages,
  ...servicePages,
  ...searchPages,
} as Record<Exclude<PageName, 'index'>, PageLoader>;

import type { PageName } from '../../app/route-table.ts';
import type { PageLoader } from '../../app/pages.ts';

/** Pages owned by the search feature: its page is a lazy chunk carrying MiniSearch. */
export const searchPages: Partial<Record<PageName, PageLoader>> = {
  search: () => import('./pages/search-page.tsx').then((m) => ({ default: m.SearchPage })),
};

import type { PageName } from '../../app/route-table.ts';
import type { PageLoader } from '../../app/pages.ts';

/** Pages owned by the service feature, each a lazy chunk. */
export const servicePages: Partial<Record<PageName, PageLoader>> = {
  afterSale: () => import('./pages/after-sale-page.tsx').then((m) => ({ default: m.AfterSalePage })),
  thirdService: () => import('./pages/third-service-page.tsx').then((m) => ({ default: m.ThirdServicePage })),
  specialService: () => import('./pages/special-service-page.tsx').then((m) => ({ default: m.SpecialServicePage })),
  warrantyService: () => import('./pages/warranty-service-page.tsx').then((m) => ({ default: m.WarrantyServicePage })),
  postService: () => import('./pages/post-service-page.tsx').then((m) => ({ default: m.PostServicePage })),
  usedCarService: () => import('./pages/used-car-service-page.tsx').then((m) => ({ default: m.UsedCarServicePage })),
  upkeep: () => import('./pages/upkeep-page.tsx').then((m) => ({ default: m.UpkeepPage })),
  partsSearch: () => import('./pages/parts-search-page.tsx').then((m) => ({ default: m.PartsSearchPage })),
  market: () => import('./pages/market-page.tsx').then((m) => ({ default: m.MarketPage })),
  address: () => import('./pages/address-page.tsx').then((m) => ({ default: m.AddressPage })),
  testDrive: () => import('./pages/test-drive-page.tsx').then((m) => ({ default: m.TestDrivePage })),
  financialService: () => import('./pages/financial-service-page.tsx').then((m) => ({ default: m.FinancialServicePage })),
};

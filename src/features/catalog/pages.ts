import type { PageName } from '../../app/route-table.ts';
import type { PageLoader } from '../../app/pages.ts';

/** Pages owned by the catalog feature, each a lazy chunk (home is loaded by src/app/pages.ts). */
export const catalogPages: Partial<Record<PageName, PageLoader>> = {
  vehicleModel: () => import('./pages/vehicle-model-page.tsx').then((m) => ({ default: m.VehicleModelPage })),
  detail: () => import('./pages/detail-page.tsx').then((m) => ({ default: m.DetailPage })),
  carModelDetail: () => import('./pages/detail-page.tsx').then((m) => ({ default: m.DetailPage })),
  attachmentDetail: () => import('./pages/attachment-detail-page.tsx').then((m) => ({ default: m.AttachmentDetailPage })),
};

import type { PageName } from '../../app/route-table.ts';
import type { PageLoader } from '../../app/pages.ts';

/** Pages owned by the content feature, each a lazy chunk. */
export const contentPages: Partial<Record<PageName, PageLoader>> = {
  news: () => import('./pages/news-page.tsx').then((m) => ({ default: m.NewsPage })),
  newsDetail: () => import('./pages/news-detail-page.tsx').then((m) => ({ default: m.NewsDetailPage })),
  aboutUs: () => import('./pages/about-us-page.tsx').then((m) => ({ default: m.AboutUsPage })),
  honor: () => import('./pages/honor-page.tsx').then((m) => ({ default: m.HonorPage })),
  fleet: () => import('./pages/fleet-page.tsx').then((m) => ({ default: m.FleetPage })),
  league: () => import('./pages/league-page.tsx').then((m) => ({ default: m.LeaguePage })),
  contactUs: () => import('./pages/contact-us-page.tsx').then((m) => ({ default: m.ContactUsPage })),
  brandCenter: () => import('./pages/brand-center-page.tsx').then((m) => ({ default: m.BrandCenterPage })),
  club: () => import('./pages/club-page.tsx').then((m) => ({ default: m.ClubPage })),
  app: () => import('./pages/app-page.tsx').then((m) => ({ default: m.AppPage })),
  privacy: () => import('./pages/legal-page.tsx').then((m) => ({ default: m.PrivacyPage })),
  terms: () => import('./pages/legal-page.tsx').then((m) => ({ default: m.TermsPage })),
  videoWallpaper: () => import('./pages/video-wallpaper-page.tsx').then((m) => ({ default: m.VideoWallpaperPage })),
};

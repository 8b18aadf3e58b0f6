import type { RouteModule } from './route-module.ts';

/**
 * Every page of the site (spec section 2), named once: its Chinese path (React Router pattern) and its
 * route module (component, loader, handle; src/app/route-module.ts). The English twin under /en and
 * the route names `<name>___<locale>` are built from this list (routes.tsx). Adding a page = one route
 * module + one line here. Plain data: the server and the tests read the names and paths too.
 */
export const PAGES = {
  index: { path: '/', load: () => import('../features/catalog/pages/home-page.tsx') },
  aboutUs: { path: '/aboutUs', load: () => import('../features/content/pages/about-us-page.tsx') },
  address: { path: '/address', load: () => import('../features/service/pages/address-page.tsx') },
  afterSale: { path: '/afterSale', load: () => import('../features/service/pages/after-sale-page.tsx') },
  app: { path: '/app', load: () => import('../features/content/pages/app-page.tsx') },
  attachmentDetail: { path: '/attachmentDetail', load: () => import('../features/catalog/pages/attachment-detail-page.tsx') },
  brandCenter: { path: '/brandCenter', load: () => import('../features/content/pages/brand-center-page.tsx') },
  buy: { path: '/buy', load: () => import('../features/shop/pages/buy-page.tsx') },
  club: { path: '/club', load: () => import('../features/content/pages/club-page.tsx') },
  contactUs: { path: '/contactUs', load: () => import('../features/content/pages/contact-us-page.tsx') },
  detail: { path: '/detail', load: () => import('../features/catalog/pages/detail-page.tsx') },
  financialService: { path: '/financialService', load: () => import('../features/service/pages/financial-service-page.tsx') },
  fleet: { path: '/fleet', load: () => import('../features/content/pages/fleet-page.tsx') },
  honor: { path: '/honor', load: () => import('../features/content/pages/honor-page.tsx') },
  league: { path: '/league', load: () => import('../features/content/pages/league-page.tsx') },
  login: { path: '/login', load: () => import('../features/shop/pages/login-page.tsx') },
  market: { path: '/market', load: () => import('../features/service/pages/market-page.tsx') },
  news: { path: '/news', load: () => import('../features/content/pages/news-page.tsx') },
  newsDetail: { path: '/newsDetail', load: () => import('../features/content/pages/news-detail-page.tsx') },
  partsSearch: { path: '/partsSearch', load: () => import('../features/service/pages/parts-search-page.tsx') },
  payment: { path: '/payment', load: () => import('../features/shop/pages/payment-page.tsx') },
  postService: { path: '/postService', load: () => import('../features/service/pages/post-service-page.tsx') },
  shopHomePage: { path: '/shopHomePage', load: () => import('../features/shop/pages/shop-home-page-page.tsx') },
  shoppingCart: { path: '/shoppingCart', load: () => import('../features/shop/pages/shopping-cart-page.tsx') },
  specialService: { path: '/specialService', load: () => import('../features/service/pages/special-service-page.tsx') },
  testDrive: { path: '/testDrive', load: () => import('../features/service/pages/test-drive-page.tsx') },
  thirdService: { path: '/thirdService', load: () => import('../features/service/pages/third-service-page.tsx') },
  upkeep: { path: '/upkeep', load: () => import('../features/service/pages/upkeep-page.tsx') },
  usedCarService: { path: '/usedCarService', load: () => import('../features/service/pages/used-car-service-page.tsx') },
  userCenter: { path: '/userCenter', load: () => import('../features/shop/pages/user-center-page.tsx') },
  vehicleModel: { path: '/vehicleModel', load: () => import('../features/catalog/pages/vehicle-model-page.tsx') },
  videoWallpaper: { path: '/videoWallpaper', load: () => import('../features/content/pages/video-wallpaper-page.tsx') },
  warrantyService: { path: '/warrantyService', load: () => import('../features/service/pages/warranty-service-page.tsx') },
  privacy: { path: '/privacy', load: () => import('../features/content/pages/legal-page.tsx').then((m) => m.privacy) },
  terms: { path: '/terms', load: () => import('../features/content/pages/legal-page.tsx').then((m) => m.terms) },
  carModelDetail: { path: '/pages/detail/car_model_id/:car_model_id', load: () => import('../features/catalog/pages/detail-page.tsx') },
  search: { path: '/search', load: () => import('../features/search/pages/search-page.tsx') },
  ridePack: { path: '/ridePack', load: () => import('../features/pwa/pages/ride-pack-page.tsx') },
  outbox: { path: '/outbox', load: () => import('../features/outbox/pages/outbox-page.tsx') },
} satisfies Record<string, { path: string; load: () => Promise<RouteModule> }>;

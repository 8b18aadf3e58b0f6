import type { PageName } from '../../app/route-table.ts';
import type { PageLoader } from '../../app/pages.ts';

/** Pages owned by the shop feature, each a lazy chunk. */
export const shopPages: Partial<Record<PageName, PageLoader>> = {
  login: () => import('./pages/login-page.tsx').then((m) => ({ default: m.LoginPage })),
  shopHomePage: () => import('./pages/shop-home-page-page.tsx').then((m) => ({ default: m.ShopHomePagePage })),
  shoppingCart: () => import('./pages/shopping-cart-page.tsx').then((m) => ({ default: m.ShoppingCartPage })),
  buy: () => import('./pages/buy-page.tsx').then((m) => ({ default: m.BuyPage })),
  payment: () => import('./pages/payment-page.tsx').then((m) => ({ default: m.PaymentPage })),
  userCenter: () => import('./pages/user-center-page.tsx').then((m) => ({ default: m.UserCenterPage })),
};

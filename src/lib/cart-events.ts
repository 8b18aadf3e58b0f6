/**
 * Window event fired after goods were added to (or removed from) the cart. Features do not import
 * each other, so they announce cart changes with it and the app layer (the header's cart badge)
 * listens and refetches the cart count.
 */
export const CART_CHANGED_EVENT = 'yunling:cart-changed';

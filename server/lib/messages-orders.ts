/** Bilingual messages of the order lifecycle calls (0 Chinese, 1 English). */
const orderMessages = {
  orderExpired: { zh: '订单已超时未支付，已自动取消', en: 'This order was not paid in time and has been cancelled' },
  orderCancelled: { zh: '订单已取消', en: 'This order has been cancelled' },
  orderPaidNoCancel: { zh: '订单已支付，无法取消', en: 'This order has been paid and can no longer be cancelled' },
} as const;

export type OrderMessageKey = keyof typeof orderMessages;

/** An order lifecycle message in the request's language. */
export function om(key: OrderMessageKey, lang: number): string {
  return lang === 1 ? orderMessages[key].en : orderMessages[key].zh;
}

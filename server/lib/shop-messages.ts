/** Messages of the shop calls (login, cart, orders, payment) in both languages; lang 0 zh, 1 en. */
const shopMessages = {
  smsSent: { zh: '验证码已发送', en: 'Verification code sent' },
  smsCooldown: { zh: '操作太频繁，请 {s} 秒后再获取验证码', en: 'Please wait {s} seconds before requesting another code' },
  smsPhoneLimit: { zh: '该号码获取验证码次数过多，请稍后再试', en: 'Too many codes requested for this number. Please try again later' },
  smsIpLimit: { zh: '获取验证码过于频繁，请稍后再试', en: 'Too many code requests from your network. Please try again later' },
  smsGatewayBusy: {
    zh: '短信发送过于频繁，请 {s} 秒后再获取验证码',
    en: 'Too many text messages have gone to this number. Please wait {s} seconds and try again',
  },
  smsBadNumber: { zh: '该号码无法接收短信，请检查后重新输入', en: 'This number cannot receive text messages. Please check it and try again' },
  smsUnavailable: { zh: '短信发送失败，请稍后再试', en: 'The text message could not be sent. Please try again later' },
  badMobile: {
    zh: '请输入正确的手机号：中国大陆 11 位手机号，或带国家区号的手机号（如 +34 612 345 678）',
    en: 'Please enter a valid mobile number: 11 digits for mainland China, or with its country code (e.g. +34 612 345 678)',
  },
  badCode: { zh: '验证码错误或已失效，请重新获取', en: 'That code is wrong or no longer valid. Please request a new one' },
  loggedOut: { zh: '已退出登录', en: 'You have been logged out' },
  goodsGone: { zh: '商品不存在或已下架', en: 'This product does not exist or is no longer sold' },
  pickVariant: { zh: '请选择规格后再加入购物车', en: 'Please choose a size or option first' },
  soldOut: { zh: '「{name}」已售罄', en: '“{name}” is sold out' },
  stockLimit: { zh: '「{name}」库存仅剩 {n} 件', en: 'Only {n} left of “{name}”' },
  qtyLimit: { zh: '每件商品最多购买 {n} 件', en: 'You can buy up to {n} of each item' },
  cartItemGone: { zh: '购物车中没有该商品', en: 'That item is not in your cart' },
  cartEmpty: { zh: '购物车是空的，请先选购商品', en: 'Your cart is empty' },
  cartFull: { zh: '购物车最多可放 50 种商品', en: 'Your cart can hold up to 50 different items' },
  addressGone: { zh: '收货地址不存在', en: 'Address not found' },
  addressLimit: { zh: '最多可保存 20 个收货地址', en: 'You can save up to 20 addresses' },
  couponUnusable: { zh: '该优惠券不可用于本订单', en: 'This coupon cannot be used on this order' },
  orderGone: { zh: '订单不存在', en: 'Order not found' },
  orderNotPayable: { zh: '该订单无需支付', en: 'This order does not need paying' },
  modelGone: { zh: '车型、版本或颜色不存在', en: 'That model, version or colour does not exist' },
  storeGone: { zh: '门店不存在', en: 'That dealer does not exist' },
  paymentGone: { zh: '支付会话不存在或已过期', en: 'This payment session does not exist or has expired' },
  badSignature: { zh: '签名无效', en: 'Invalid signature' },
  staleCallback: { zh: '回调时间戳超出允许范围', en: 'Callback timestamp outside the allowed window' },
  badCallback: { zh: '回调内容无效', en: 'Invalid callback payload' },
  paymentClosed: { zh: '该订单已过支付期限', en: 'The time to pay for this order has run out' },
  paymentUnavailable: { zh: '支付服务暂时不可用，请稍后再试', en: 'Payments are unavailable right now. Please try again shortly' },
  alipaySubjectGoods: { zh: '云岭摩托商城订单 {no}', en: 'Yunling Motor shop order {no}' },
  alipaySubjectVehicle: { zh: '云岭摩托整车预订定金 {no}', en: 'Yunling Motor reservation deposit {no}' },
} as const;

export type ShopMessageKey = keyof typeof shopMessages;

/** A shop message in the request's language, with {placeholders} filled in. */
export function sm(key: ShopMessageKey, lang: number, vars: Record<string, string | number> = {}): string {
  const text: string = lang === 1 ? shopMessages[key].en : shopMessages[key].zh;
  return text.replace(/\{(\w+)\}/g, (_m, k: string) => String(vars[k] ?? ''));
}

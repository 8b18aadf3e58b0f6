/** Server messages in both languages; `lang` 0 is Chinese, 1 is English. */
const messages = {
  badJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  badRequest: { zh: '请求参数有误', en: 'The request is invalid' },
  tooDeep: { zh: '请求体嵌套层级过深', en: 'The request body is nested too deeply' },
  nulChar: { zh: '请求中不能包含空字符（NUL）', en: 'The request must not contain NUL characters' },
  tooLarge: { zh: '请求体过大（上限 64 KB）', en: 'The request body is too large (64 KB maximum)' },
  unsupportedType: { zh: '仅支持 JSON 请求', en: 'Only JSON requests are supported' },
  notFound: { zh: '接口不存在', en: 'No such API endpoint' },
  methodNotAllowed: { zh: '请使用 POST 调用接口', en: 'API calls must use POST' },
  unauthorized: { zh: '请先登录', en: 'Please log in' },
  tooMany: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests. Please try again shortly' },
  internal: { zh: '服务器开小差了，请稍后再试', en: 'Something went wrong on our side. Please try again' },
  unavailable: { zh: '服务暂时不可用，请稍后重试', en: 'The service is briefly unavailable. Please try again in a moment' },
  shuttingDown: { zh: '服务器正在重启，请稍后重试', en: 'The server is restarting. Please try again in a moment' },
  modelNotFound: { zh: '车型不存在或已下架', en: 'This model does not exist or is no longer offered' },
  newsNotFound: { zh: '资讯不存在或已下线', en: 'This article does not exist or has been removed' },
  badIdempotencyKey: {
    zh: 'Idempotency-Key 格式有误（8–128 个字母、数字、- 或 _）',
    en: 'The Idempotency-Key is malformed (8–128 letters, digits, - or _)',
  },
  idempotencyKeyReused: {
    zh: '该 Idempotency-Key 已用于另一份不同的请求',
    en: 'This Idempotency-Key was already used for a different request',
  },
  idempotencyBusy: { zh: '同一请求正在处理中，请稍后再试', en: 'The same request is still being processed. Please try again shortly' },
  goodsNotFound: { zh: '商品不存在或已下架', en: 'This product does not exist or is no longer sold' },
} as const;

export type MessageKey = keyof typeof messages;

/** Looks up a message in the request's language (0 zh, 1 en). */
export function t(key: MessageKey, lang: number | undefined): string {
  return lang === 1 ? messages[key].en : messages[key].zh;
}

/** Picks the zh or en member of a bilingual pair. */
export function pick(lang: number, zh: string, en: string): string {
  return lang === 1 ? en : zh;
}

/** Reads the `<base>_zh` or `<base>_en` column of a row in the request's language. */
export function loc<R extends object>(row: R, base: string, lang: number): string {
  const r = row as Record<string, unknown>;
  return String(r[`${base}_${lang === 1 ? 'en' : 'zh'}`] ?? '');
}

/** Localizes a stored bilingual pair object. */
export function locText(text: { zh: string; en: string }, lang: number): string {
  return lang === 1 ? text.en : text.zh;
}

/** Replaces every {zh, en} pair inside a content tree with the string in the request's language. */
export function localizeDeep(value: unknown, lang: number): unknown {
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, lang));
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const keys = Object.keys(o);
    if (keys.length === 2 && typeof o.zh === 'string' && typeof o.en === 'string') return lang === 1 ? o.en : o.zh;
    return Object.fromEntries(keys.map((k) => [k, localizeDeep(o[k], lang)]));
  }
  return value;
}

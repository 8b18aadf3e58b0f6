/** Refusals of the ride pack calls, in both languages (0 zh, 1 en). */
const messages = {
  emptyChoice: { zh: '请至少选择一项要离线保存的内容', en: 'Choose at least one thing to save for offline use' },
  tooManyPages: {
    zh: '所选内容过多，请少选一些车系、商品或省份（每个离线包最多 {max} 个页面）',
    en: 'That is too much for one pack. Choose fewer series, goods or provinces (at most {max} pages per pack)',
  },
} as const;

/** A ride pack message in the request's language. */
export function packMessage(key: keyof typeof messages, lang: 0 | 1, vars: Record<string, string | number> = {}): string {
  const text: string = lang === 1 ? messages[key].en : messages[key].zh;
  return text.replace(/\{(\w+)\}/g, (_m, k: string) => String(vars[k] ?? ''));
}

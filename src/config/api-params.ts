// Request parameters the client sends and the server must name the same way (server/lcp-preload.ts
// asks for a page's first-screen picture with the very body the page will send). No imports: the
// server and the entry both load this.

/** Spec constant (section 9): the `group_id` in every call's body. */
export const GROUP_ID = 2;

/** News list items per "more" step: a lead story plus two full rows of three on the first page. */
export const NEWS_PAGE_SIZE = 7;

/** The news column a `?column=` value selects: 1 events, 2 information, anything else 0 (all columns). */
export function newsColumnOf(value: string | null): 0 | 1 | 2 {
  const column = Number(value ?? 0);
  return column === 1 || column === 2 ? column : 0;
}

/** The model id from `/pages/detail/car_model_id/:id` or `/detail?car_model_id=`; 0 when absent or malformed. */
export function readModelId(routeParam: string | undefined, query: string | null): number {
  const raw = routeParam ?? query ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/** The `?id=` of a detail page's address (goods, article): 0 when missing or malformed. */
export function idParamOf(url: URL): number {
  const raw = url.searchParams.get('id') ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

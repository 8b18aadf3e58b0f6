// A server-rendered page lists the modules it needs in its HTML (`<script type="application/json"
// id="page-modules">`), the translation files it hydrates with, and the style sheets its parts may
// need that its own markup does not use (the header's menus, the drawer, states shown later): the
// entry asks for them after the first paint
// (src/app/after-paint.ts), and the ride pack keeps them with the page (server/ride-pack/manifest.ts,
// sw/pack-refresh.ts). One format, read and written here. No DOM: the server and the worker use it too.

/** The id of the list's element. */
export const PAGE_MODULES_ID = 'page-modules';

/** Same-site build files only (`/assets/<name>.js`, `.css` or `.json`), at most 200: the list is data, not trusted code. */
export function validModules(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.filter((u): u is string => typeof u === 'string' && /^\/assets\/[\w.-]+\.(?:js|css|json)$/.test(u)).slice(0, 200);
}

/** True for a style sheet in the list. */
export function isStyleSheet(path: string): boolean {
  return path.endsWith('.css');
}

/** True for a data file in the list (a translation file, which the app fetches). The rest are modules. */
export function isDataFile(path: string): boolean {
  return path.endsWith('.json');
}

/** The list's element for the page's HTML (valid paths hold no `<`: nothing can close it early). */
export function pageModulesElement(modules: readonly string[]): string {
  const valid = validModules(modules);
  return valid.length ? `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(valid)}</script>` : '';
}

/** The list from its element's text; empty when there is none or it is not valid JSON. */
export function parseModules(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    return validModules(JSON.parse(text));
  } catch {
    return [];
  }
}

/** The list in a page's HTML text. */
export function pageModulesIn(html: string): string[] {
  return parseModules(new RegExp(`<script type="application/json" id="${PAGE_MODULES_ID}">([^<]*)</script>`).exec(html)?.[1]);
}

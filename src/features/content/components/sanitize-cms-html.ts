import DOMPurify, { type Config } from 'dompurify';

/** Tags CMS HTML may never bring in: scripts, styles, embedded documents and forms. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
];

const CONFIG: Config = {
  FORBID_TAGS,
  // Inline styles would fight the article typography; event handlers are also stripped by the hook below.
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  // Kept so the hook below can make "open in a new tab" links safe rather than silently dropping them.
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;
let host: (Window & typeof globalThis) | undefined;

/** The window DOMPurify works in where there is no browser (the server's render: a jsdom window). */
export function setSanitizerWindow(win: Window & typeof globalThis): void {
  host = win;
  purifier = null;
}

/** A private DOMPurify instance, so our hooks never leak into another caller's sanitizing. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const win = host ?? window;
  const p = DOMPurify(win);
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    // Belt and braces: DOMPurify drops known handlers; drop every on* attribute, known or not.
    if (/^on/i.test(data.attrName)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      const external = /^(https?:)?\/\//i.test(href) && !href.startsWith(win.location.origin);
      const target = node.getAttribute('target');
      if (target !== null && target !== '_blank') node.removeAttribute('target');
      if (external || target === '_blank') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = p;
  return p;
}

/** Cleans CMS HTML before it is rendered: no scripts, styles, frames, forms or event handlers; links open safely. */
export function sanitizeCmsHtml(html: string): string {
  if (!html) return '';
  return instance().sanitize(html, CONFIG) as string;
}

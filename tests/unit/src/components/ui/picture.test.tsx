import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture } from '../../../../../src/components/ui/picture.tsx';

const SRC = '/media/scene/lake/233.svg';
const WIDTHS = [320, 480, 768, 1024, 1600];

function setConnection(value: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: value && Object.assign(new EventTarget(), value), configurable: true });
}
afterEach(() => setConnection(undefined));

const srcset = (el: Element | null) => (el?.getAttribute('srcset') ?? '').split(', ');

describe('Picture', () => {
  it('offers AVIF, WebP and a JPEG fallback at every pipeline width, with sizes, width and height', () => {
    const { container } = render(<Picture src={SRC} alt="Lake" width={1600} height={700} sizes="(min-width: 1024px) 58vw, 100vw" />);
    const [avif, webp] = container.querySelectorAll('picture > source');
    const img = container.querySelector('picture > img')!;
    expect(avif.getAttribute('type')).toBe('image/avif');
    expect(webp.getAttribute('type')).toBe('image/webp');
    expect(srcset(avif)).toEqual(WIDTHS.map((w) => `/media/px/v1/scene/lake/233/${w}.avif ${w}w`));
    expect(srcset(webp)).toEqual(WIDTHS.map((w) => `/media/px/v1/scene/lake/233/${w}.webp ${w}w`));
    expect(srcset(img)).toEqual(WIDTHS.map((w) => `/media/px/v1/scene/lake/233/${w}.jpg ${w}w`));
    for (const el of [avif, webp, img]) expect(el.getAttribute('sizes')).toBe('(min-width: 1024px) 58vw, 100vw');
    expect(img.getAttribute('src')).toBe('/media/px/v1/scene/lake/233/768.jpg');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('700');
    expect(img.getAttribute('alt')).toBe('Lake');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('the LCP hero is eager and high priority', () => {
    const { container } = render(<Picture src={SRC} alt="" width={1600} height={700} loading="eager" fetchPriority="high" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows a colour placeholder until the picture has loaded, then none', () => {
    const { container } = render(<Picture src={SRC} alt="" width={1600} height={700} />);
    const img = container.querySelector('img')!;
    expect(img.dataset.ph).toBe('lake');
    act(() => void fireEvent.load(img));
    expect(img.hasAttribute('data-ph')).toBe(false);
  });

  it('under Save-Data or on 2g only the small widths are offered', () => {
    for (const connection of [{ saveData: true, effectiveType: '4g' }, { effectiveType: 'slow-2g' }]) {
      setConnection(connection);
      const { container, unmount } = render(<Picture src={SRC} alt="" width={1600} height={700} />);
      expect(srcset(container.querySelector('source'))).toEqual([320, 480].map((w) => `/media/px/v1/scene/lake/233/${w}.avif ${w}w`));
      expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/px/v1/scene/lake/233/480.jpg');
      unmount();
    }
  });

  it('the server render offers the full set (it cannot see the connection)', () => {
    setConnection({ saveData: true });
    expect(renderToStaticMarkup(<Picture src={SRC} alt="" width={1600} height={700} />)).toContain('1600.avif 1600w');
  });

  it('anything that is not pipeline artwork (an upload, a logo) stays a plain img', () => {
    const { container } = render(<Picture src="/uploads/2026/a.webp" alt="Photo" width={400} height={300} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/2026/a.webp');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});

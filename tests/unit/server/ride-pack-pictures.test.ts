// Which picture variant a packed page needs: the one Chromium would pick from its srcset and sizes.
import { describe, expect, it } from 'vitest';
import { galleryImages, pageImages, pickCandidate, slotWidth } from '../../../server/ride-pack/pictures.ts';

const SET = 'a/320 320w, a/480 480w, a/768 768w, a/1024 1024w, a/1600 1600w';
const desktop = { width: 1440, dpr: 1, format: 'avif' as const, saveData: false };

describe('ride pack pictures', () => {
  it('reads sizes with min-width and max-width conditions, vw and px', () => {
    expect(slotWidth('(min-width: 1024px) 58vw, 100vw', 1440)).toBeCloseTo(835.2);
    expect(slotWidth('(min-width: 1024px) 58vw, 100vw', 390)).toBe(390);
    expect(slotWidth('(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 85vw', 800)).toBe(400);
    expect(slotWidth('(max-width: 600px) 90vw, 300px', 1000)).toBe(300);
    expect(slotWidth('160px', 390)).toBe(160);
    expect(slotWidth(undefined, 390)).toBe(390);
  });

  it('picks as Chromium does: at 1x the first wide enough, above 1x by the geometric mean', () => {
    expect(pickCandidate(SET, 700, 1)).toBe('a/768');
    expect(pickCandidate(SET, 390, 2)).toBe('a/768'); // 780 px needed: 768 is within the mean of 768 and 1024
    expect(pickCandidate(SET, 390, 3)).toBe('a/1024');
    expect(pickCandidate(SET, 2000, 1)).toBe('a/1600');
    expect(pickCandidate(SET, 390, 2, 480)).toBe('a/480');
  });

  it('takes the picture of the browser’s format, and plain artwork as it is', () => {
    const html =
      '<picture><source type="image/avif" srcset="/media/px/a/480.avif 480w, /media/px/a/768.avif 768w" sizes="100vw"><source type="image/webp" srcset="/media/px/a/480.webp 480w" sizes="100vw"><img src="/media/px/a/768.jpg" srcset="/media/px/a/480.jpg 480w" sizes="100vw"></picture><img src="/media/brand/logo.svg" alt=""><img src="https://elsewhere.example/x.png">';
    expect(pageImages(html, { ...desktop, width: 400 })).toEqual(['/media/px/a/480.avif', '/media/brand/logo.svg']);
    expect(pageImages(html, { ...desktop, width: 400, format: 'webp' })).toEqual(['/media/px/a/480.webp', '/media/brand/logo.svg']);
    expect(pageImages(html, { ...desktop, width: 400, format: 'jpg' })).toEqual(['/media/px/a/480.jpg', '/media/brand/logo.svg']);
  });

  it('adds the model gallery: every view of the default colour, the side view of the others', () => {
    const pic = (kind: string, hex: string) => ({ kind, url: `/media/moto/adventure/${kind}/${hex}-222222.svg` });
    const answer = JSON.stringify({
      code: 1,
      data: { colors: [{ pics: [pic('side', 'e06b1f'), pic('front', 'e06b1f')] }, { pics: [pic('side', 'eef1f4'), pic('front', 'eef1f4')] }] },
    });
    expect(galleryImages(answer, desktop).sort()).toEqual(
      [
        '/media/px/v1/moto/adventure/side/e06b1f-222222/1024.avif',
        '/media/px/v1/moto/adventure/side/e06b1f-222222/320.avif',
        '/media/px/v1/moto/adventure/front/e06b1f-222222/1024.avif',
        '/media/px/v1/moto/adventure/front/e06b1f-222222/320.avif',
        '/media/px/v1/moto/adventure/side/eef1f4-222222/1024.avif',
      ].sort(),
    );
    expect(galleryImages('not json', desktop)).toEqual([]);
  });
});

import { dataSaverActive } from '../data-saver.ts';
import type { PackScreen } from './pack-types.ts';

// One-pixel pictures: whether this browser decodes the format the <picture> would pick first.
const PROBES = {
  avif: 'data:image/avif;base64,AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAD6AAEAAAAAAAAAFwAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGF2MDEAAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAfbWRhdBIACgc4AAYQENBpMgobAAAAQACwE16A',
  webp: 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEABABoJaQAA3AA/vOdgAA=',
} as const;

async function decodes(src: string): Promise<boolean> {
  try {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth > 0;
  } catch {
    return false;
  }
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** This screen: its CSS width, pixel ratio, best picture format, and whether data saver is on. */
export async function packScreen(): Promise<PackScreen> {
  const format = (await decodes(PROBES.avif)) ? 'avif' : (await decodes(PROBES.webp)) ? 'webp' : 'jpg';
  return {
    width: Math.round(clamp(window.innerWidth || 1024, 240, 3840)),
    dpr: Math.round(clamp(window.devicePixelRatio || 1, 1, 4) * 100) / 100,
    format,
    save_data: dataSaverActive() ? 1 : 0,
  };
}

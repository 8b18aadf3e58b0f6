import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { persistMeta } from '../../../app/query-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';

/** One downloadable size of a wallpaper. */
export interface WallpaperSize {
  label: string;
  width: number;
  height: number;
  url: string;
}

/** A film's video, when the build rendered one: H.264 MP4 (and WebM), 16:9 poster, captions in the page's language. */
export interface FilmVideo {
  mp4: string;
  webm?: string;
  poster: string;
  captions: string;
  bytes: number;
  seconds: number;
}

/** A film (poster, title, and its video with the real running time when there is one) or a wallpaper (poster plus download sizes). */
export interface VideoPic {
  id: string;
  kind: 'video' | 'wallpaper';
  title: string;
  description: string;
  poster: string;
  image: string;
  duration?: string;
  video?: FilmVideo;
  sizes?: WallpaperSize[];
}

/** Fetches films and wallpapers. */
export function getVideoPics(): Promise<VideoPic[]> {
  return fetchData<VideoPic[]>('api/content/video_pics');
}

/** Query options for films and wallpapers in one language. */
export function videoPicsQueryOptions(lang: 0 | 1) {
  return queryOptions({ queryKey: ['content', 'video-pics', lang], queryFn: getVideoPics, meta: persistMeta });
}

/** Films and wallpapers in the current language. */
export function useVideoPics() {
  const { lang } = useLocale();
  return useQuery(videoPicsQueryOptions(lang));
}

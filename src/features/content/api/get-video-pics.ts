import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';

/** One file of a wallpaper size: PNG or JPEG, its URL and the name it is saved under. */
export interface WallpaperFile {
  format: 'jpg' | 'png';
  url: string;
  name: string;
}

/** One downloadable size of a wallpaper (a phone or desktop screen), in each format. */
export interface WallpaperSize {
  label: string;
  kind: 'phone' | 'desktop';
  width: number;
  height: number;
  url: string;
  files: WallpaperFile[];
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
export function getVideoPics(lang?: 0 | 1): Promise<VideoPic[]> {
  return fetchData<VideoPic[]>('api/content/video_pics', { lang });
}

/** Query options for films and wallpapers in one language. */
export function videoPicsQueryOptions(lang: 0 | 1) {
  return queryOptions({
    queryKey: ['content', 'video-pics', lang] as const,
    queryFn: ({ queryKey }) => getVideoPics(queryKey[2]),
    meta: bothLanguagesMeta,
  });
}

/** Films and wallpapers in the current language. */
export function useVideoPics() {
  const { lang } = useLocale();
  return useQuery(videoPicsQueryOptions(lang));
}

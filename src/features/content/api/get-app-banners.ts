import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';

/** A banner of the app page. */
export interface AppBanner {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

/** Fetches the app page banners. */
export function getAppBanners(lang?: 0 | 1): Promise<AppBanner[]> {
  return fetchData<AppBanner[]>('api/banner/app_banner', { lang });
}

/** Query options for the app banners in one language. */
export function appBannersQueryOptions(lang: 0 | 1) {
  return queryOptions({
    queryKey: ['content', 'app-banners', lang] as const,
    queryFn: ({ queryKey }) => getAppBanners(queryKey[2]),
    meta: bothLanguagesMeta,
  });
}

/** The app banners in the current language. */
export function useAppBanners() {
  const { lang } = useLocale();
  return useQuery(appBannersQueryOptions(lang));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';

/** A heading with its paragraph. */
export interface TitledText {
  title: string;
  text: string;
}

/** The riders-club texts inside the company content. */
export interface ClubContent {
  name: string;
  founded: number;
  slogan: string;
  letter: { title: string; salutation: string; paragraphs: string[]; signature: string };
  overview: { intro: string; pillars: TitledText[] };
  handbook: { requirements: string[]; obligations: string[]; benefits: string[]; rules: string[] };
  regions: { code: string; region: string; teams: string[] }[];
  channels: { kind: 'video' | 'public-account' | 'short-video'; platform: string; account: string; description: string }[];
}

/** Company content in one language (group introduction, racing, brand, contact, club, app). */
export interface AboutContent {
  name: string;
  founded: number;
  headquarters: string;
  intro: string;
  concepts: TitledText[];
  mission: string;
  vision: string;
  motorcycleCompany: TitledText;
  rdCenter: TitledText & {
    founded: number;
    disciplines: number;
    developers: number;
    seniorTalents: number;
    titledStaff: number;
    highlights: string[];
  };
  manufacturing: TitledText & {
    annualVehicleCapacity: number;
    annualKeyPartsCapacity: number;
    assetsYuan: number;
    employees: number;
    highlights: string[];
  };
  racingTeam: {
    title: string;
    intro: string;
    riders: { name: string; number: number; discipline: string; bikeModelSlug: string; bio: string }[];
    results: { year: number; event: string; result: string }[];
  };
  brandStory: { title: string; paragraphs: string[]; milestones: { year: number; text: string }[] };
  contact: {
    hotline: string;
    hotlineHours: string;
    address: string;
    postcode: string;
    email: string;
    social: { platform: string; account: string }[];
  };
  club: ClubContent;
  appFeatures: (TitledText & { icon: string })[];
  hotline: string;
  email: string;
  /** Authorised outlets: the stores table's count (the store finder lists the same stores). */
  outlets: number;
  hours: { open: string; close: string };
}

/** Fetches the company content. */
export function getAbout(lang?: 0 | 1): Promise<AboutContent> {
  return fetchData<AboutContent>('api/about_us/about', { lang });
}

/** Query options for the company content in one language (persisted; it rarely changes). */
export function aboutQueryOptions(lang: 0 | 1) {
  return queryOptions({
    queryKey: ['content', 'about', lang] as const,
    queryFn: ({ queryKey }) => getAbout(queryKey[2]),
    meta: bothLanguagesMeta,
    staleTime: 60 * 60 * 1000,
  });
}

/** The company content in the current language. */
export function useAbout() {
  const { lang } = useLocale();
  return useQuery(aboutQueryOptions(lang));
}

import { useTranslation } from 'react-i18next';
import { useAbout, type ClubContent } from '../api/get-about.ts';
import { useActivities } from '../api/get-activities.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { ClubLetter } from '../components/club/club-letter.tsx';
import { ClubEvents } from '../components/club/club-events.tsx';
import { ClubHandbook, ClubOverview } from '../components/club/club-info.tsx';
import { ClubChannels, ClubRegions } from '../components/club/club-regions.tsx';
import styles from '../components/club/club.module.css';
import { ensureQueries, type PageContext, type PageHandle } from '../../../app/route-module.ts';
import { aboutQueryOptions } from '../api/get-about.ts';
import { activitiesQueryOptions } from '../api/get-activities.ts';
import { clubMeta } from '../../../lib/seo/data-meta.ts';
import { SIZES_FULL } from '../../../components/ui/picture-sizes.ts';

/** /club: letter to riders, events with sign-up, overview, handbook, regional teams and social channels. */
export function ClubPage() {
  const { t } = useTranslation('content');
  const about = useAbout();
  const club = about.data?.club;
  // The next ride's artwork sets the scene; the same (persisted) query feeds the events list below.
  const events = useActivities();
  const next = events.data?.find((e) => e.status === 'upcoming');
  const jump = [
    { href: '#club-events-section', label: t('club.eventsTitle') },
    { href: '#club-overview-section', label: t('club.overview') },
    { href: '#club-handbook-section', label: t('club.handbook') },
    { href: '#club-regions-section', label: t('club.regions') },
    { href: '#club-channels-section', label: t('club.channels') },
  ];
  return (
    <>
      <PageIntro
        dark
        image={next?.cover}
        eyebrow={`${t('club.eyebrow')} · ${t('club.founded', { year: club?.founded ?? 2022 })}`}
        title={club?.slogan ?? t('club.eyebrow')}
        lead={t('club.heroLead')}
      >
        <nav className={styles.jump} aria-label={t('club.eyebrow')}>
          {jump.map((j) => (
            <a key={j.href} href={j.href}>
              {j.label}
            </a>
          ))}
        </nav>
      </PageIntro>
      <QueryGate query={about}>{(data) => <ClubLetter letter={data.club.letter} />}</QueryGate>
      {/* Events load on their own: members check them offline before riding out, even if the texts are missing. */}
      <ClubEvents />
      {club && <ClubRest club={club} />}
    </>
  );
}

function ClubRest({ club }: { club: ClubContent }) {
  return (
    <>
      <ClubOverview overview={club.overview} />
      <ClubHandbook handbook={club.handbook} />
      <ClubRegions regions={club.regions} />
      <ClubChannels channels={club.channels} />
    </>
  );
}

export { ClubPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = {
  namespaces: ['content'],
  title: 'common:nav.club',
  // An Event (JSON-LD) per ride, from the same list the page shows.
  meta: ({ queryClient, lang, t, head }) =>
    clubMeta(
      { title: t('club.eyebrow'), description: t('club.heroLead') },
      queryClient.getQueryData(activitiesQueryOptions(lang).queryKey) ?? [],
      head,
    ),
  // The intro's picture (the next ride's artwork) is the first screen's largest paint.
  preload: ({ queryClient, lang }) => [
    { url: queryClient.getQueryData(activitiesQueryOptions(lang).queryKey)?.find((e) => e.status === 'upcoming')?.cover, sizes: SIZES_FULL },
  ],
};

/** The club's texts and its events. */
export function loader(ctx: PageContext) {
  return ensureQueries(ctx, [aboutQueryOptions(ctx.lang), activitiesQueryOptions(ctx.lang)]);
}

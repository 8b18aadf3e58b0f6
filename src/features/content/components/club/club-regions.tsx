import { useTranslation } from 'react-i18next';
import type { ClubContent } from '../../api/get-about.ts';
import { QrCard } from '../qr-card.tsx';
import { SectionHead } from '../section-head.tsx';
import blocks from '../blocks.module.css';
import styles from './club.module.css';

/** Regional teams: Beijing 7, Sichuan 6, Fujian 5, Yunnan 4, Guangdong 4, Shanxi 3, Anhui 1, overseas 7 countries. */
export function ClubRegions({ regions }: { regions: ClubContent['regions'] }) {
  const { t } = useTranslation('content');
  const total = regions.reduce((n, r) => n + r.teams.length, 0);
  return (
    <section
      className={`section ${blocks.white} ${styles.anchor}`}
      id="club-regions-section"
      aria-labelledby="club-regions"
      data-testid="club-regions"
    >
      <div className="container">
        <SectionHead id="club-regions" title={t('club.regions')} lead={t('club.regionsLead', { teams: total })} />
        <ul className={styles.regions}>
          {regions.map((r) => (
            <li key={r.code} className={`${styles.region} ${r.code === 'overseas' ? styles.overseas : ''}`}>
              <h3 className={styles.regionName}>
                {r.region}
                <span className={styles.regionCount}>
                  {r.code === 'overseas' ? t('club.overseasCount', { count: r.teams.length }) : t('club.teamCount', { count: r.teams.length })}
                </span>
              </h3>
              <ul className={styles.teams}>
                {r.teams.map((team) => (
                  <li key={team}>{team}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** QR artwork per channel kind: long video on bilibili, the WeChat public account, short video on Douyin. */
const CHANNEL_QR = { video: 'bilibili', 'public-account': 'wechat', 'short-video': 'douyin' } as const;

/** The club's social channels with QR codes. */
export function ClubChannels({ channels }: { channels: ClubContent['channels'] }) {
  const { t } = useTranslation('content');
  return (
    <section className={`section ${styles.anchor}`} id="club-channels-section" aria-labelledby="club-channels">
      <div className="container">
        <SectionHead id="club-channels" title={t('club.channels')} />
        <ul className={styles.channels}>
          {channels.map((c) => (
            <li key={c.kind}>
              <QrCard
                src={`/media/qr/${CHANNEL_QR[c.kind]}.svg`}
                alt={t('club.qrAlt', { platform: c.platform, account: c.account })}
                title={`${t(`club.channelKinds.${c.kind}`)} · ${c.platform}`}
                subtitle={c.account}
                note={c.description}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

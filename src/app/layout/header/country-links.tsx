import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLangList, type CountryEntry } from '../../../features/content/api/get-lang-list.ts';
import { useLocale } from '../use-locale.ts';
import { countryAction, entryForIcon, NAV_LANGUAGE_ICONS } from './country-action.ts';
import { ExternalIcon } from './panel-icons.tsx';
import styles from './country.module.css';

/** A country entry as a real link (jump_type 0 same window, 1 new window) or a hint button (2). */
export function CountryEntryLink({
  entry,
  onHint,
  className,
  testId,
  current,
  children,
}: {
  entry: CountryEntry;
  onHint(country: string): void;
  className?: string;
  testId?: string;
  current?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const action = countryAction(entry);
  const common = { className, 'data-testid': testId, 'data-jump-type': entry.jump_type, 'aria-current': current ? ('true' as const) : undefined };
  if (action.kind === 'navigate') {
    return (
      <a href={action.href} {...common}>
        {children}
      </a>
    );
  }
  if (action.kind === 'open') {
    return (
      <a href={action.href} target="_blank" rel="noopener noreferrer" {...common}>
        {children}
        <ExternalIcon size={14} className={styles.external} />
        <span className="visually-hidden">{t('country.newWindow')}</span>
      </a>
    );
  }
  return (
    <button type="button" onClick={() => onHint(action.country)} {...common}>
      {children}
    </button>
  );
}

/** The navigation language list: the icons CN, ES, PT, EN, IT, each acting like its country entry. */
export function LanguageBadges({
  onHint,
  onOpenPicker,
  testIdPrefix,
  className,
  currentCode,
}: {
  onHint(country: string): void;
  onOpenPicker(): void;
  testIdPrefix: string;
  className?: string;
  currentCode?: string;
}) {
  const { t } = useTranslation('shell');
  const { lang } = useLocale();
  const groups = useLangList(lang).data;
  return (
    <ul className={`${styles.badges} ${className ?? ''}`} aria-label={t('country.languages')}>
      {NAV_LANGUAGE_ICONS.map((code) => {
        const entry = entryForIcon(groups, code);
        return (
          <li key={code}>
            {entry ? (
              <CountryEntryLink
                entry={entry}
                onHint={onHint}
                className={styles.badge}
                testId={`${testIdPrefix}${code}`}
                current={code === currentCode}
              >
                <span aria-hidden="true">{code}</span>
                <span className="visually-hidden">{entry.en_name}</span>
              </CountryEntryLink>
            ) : (
              <button
                type="button"
                className={styles.badge}
                data-testid={`${testIdPrefix}${code}`}
                onClick={onOpenPicker}
                aria-current={code === currentCode ? 'true' : undefined}
              >
                {code}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

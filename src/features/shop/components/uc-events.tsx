import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useClubPass } from '../../../lib/club-pass/get-club-pass.ts';
import { ClubPassView } from '../../../components/club-pass/club-pass-view.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';

/** "My events": the member's club pass, which also works offline from the copy kept on this device. */
export function EventsTab() {
  const { t } = useTranslation('pass');
  const { lang, to } = useLocale();
  const query = useClubPass(lang);
  return (
    <div data-testid="uc-events">
      <p>{t('lead')}</p>
      <ClubPassView
        query={query}
        empty={
          <StateMessage
            title={t('empty')}
            action={
              <Link to={to('/club#club-events-section')} className="btn btn-dark">
                {t('browse')}
              </Link>
            }
          />
        }
      />
    </div>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOutboxItem } from '../../../../lib/outbox/use-outbox.ts';
import { useActivities, type ClubEvent } from '../../api/get-activities.ts';
import { useClubPass } from '../../../../lib/club-pass/get-club-pass.ts';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { useAppStore } from '../../../../lib/store.ts';
import { QueryGate } from '../query-gate.tsx';
import { SectionHead } from '../section-head.tsx';
import { EventCard } from './event-card.tsx';
import { SignupDialog } from './signup-dialog.tsx';
import { MyEvents } from './my-events.tsx';
import { PastEvents } from './past-events.tsx';
import { eventState } from './event-status.ts';
import styles from './club.module.css';

/** Upcoming events with sign-up, the member's own sign-ups, and past events. */
export function ClubEvents() {
  const { t } = useTranslation('content');
  const loggedIn = useAppStore((s) => s.loginFlag && !!s.userData?.token);
  const events = useActivities();
  const { lang } = useLocale();
  const mine = useClubPass(lang);
  const [signingUp, setSigningUp] = useState<ClubEvent | null>(null);
  const [params] = useSearchParams();
  // `?outbox=<id>`: a sign-up saved to the outbox reopens in its event's dialog, to edit under its key.
  const item = useOutboxItem(params.get('outbox'));
  const editing = item?.kind === 'event_signup' ? item : undefined;
  const [reopened, setReopened] = useState<string>();
  const editedEvent = editing && events.data?.find((e) => e.id === Number(editing.body.activity_id));
  if (editing && editedEvent && reopened !== editing.id) {
    setReopened(editing.id);
    setSigningUp(editedEvent);
  }
  const joined = new Set((mine.data?.entries ?? []).map((m) => m.activity_id));

  return (
    <section className={`section ${styles.anchor}`} id="club-events-section" aria-labelledby="club-events-title">
      <div className="container">
        <SectionHead id="club-events-title" title={t('club.eventsTitle')} lead={loggedIn ? t('club.eventsLeadMember') : t('club.eventsLead')} />
        {loggedIn && <MyEvents query={mine} />}
        <QueryGate query={events}>
          {(list) => {
            const upcoming = list.filter((e) => e.status === 'upcoming');
            const past = list.filter((e) => e.status === 'past');
            const card = (e: ClubEvent) => (
              <li key={e.id}>
                <EventCard event={e} state={eventState(e, joined.has(e.id))} loggedIn={loggedIn} onSignUp={setSigningUp} />
              </li>
            );
            return (
              <div data-testid="club-events">
                <h3 className={styles.h3}>{t('club.upcoming')}</h3>
                {upcoming.length === 0 ? <p>{t('club.noUpcoming')}</p> : <ul className={styles.events}>{upcoming.map(card)}</ul>}
                {past.length > 0 && (
                  <>
                    <h3 className={styles.h3}>{t('club.past')}</h3>
                    <PastEvents events={past} />
                  </>
                )}
              </div>
            );
          }}
        </QueryGate>
      </div>
      {signingUp && (
        <SignupDialog
          key={signingUp.id}
          event={signingUp}
          editing={editing && editedEvent?.id === signingUp.id ? editing : undefined}
          onClose={() => setSigningUp(null)}
        />
      )}
    </section>
  );
}

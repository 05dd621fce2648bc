import { $user, isPro, pathTo, type Visit } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, HomeNoAccessPage, SelectField, SkeletonText } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchHomeAccess } from '../api/agendaApi';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import {
  $contacts,
  $lastAnswer,
  $occurrences,
  $selectedDay,
  $visits,
  $visitsError,
  $visitsState,
  agendaOpened,
  visitsRetried,
} from '../model/agenda';
import { dayKey, formatDay, sideOf, upcomingVisits } from '../model/calendar';
import styles from './Agenda.module.css';
import { ContactRequestsSection } from './ContactRequestsSection';
import { MonthCalendar } from './MonthCalendar';
import { VisitCard } from './VisitCard';

const STATUSES = ['requested', 'proposed', 'accepted', 'declined', 'cancelled'] as const;
/** Upcoming visits listed under the calendar. */
const UPCOMING_MAX = 20;

function homeIdFrom(search: string): number | null {
  const value = new URLSearchParams(search).get('home_id');
  return value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;
}

function Legend() {
  const t = useTexts();
  return (
    <div className={styles.legendRow}>
      <p className={styles.legendTitle} id="agenda-legend">
        {t('agenda.legend.title')}
      </p>
      <ul className={styles.legend} aria-labelledby="agenda-legend">
        {STATUSES.map((status) => (
          <li key={status} className={styles.legendItem}>
            <span className={clsx(styles.swatch, styles[status])} aria-hidden="true" />
            {t(`agenda.status.${status}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * SPEC 2.4: `home_id` selects one property on professionals' screens. The choice lists the homes
 * met in the agenda so far, kept while the filter narrows the list down to one of them.
 */
function HomeFilter({ visits, userId, homeId }: { visits: readonly Visit[]; userId: number; homeId: number | null }) {
  const t = useTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const known = useRef(new Map<number, string>());
  for (const visit of visits) {
    if (sideOf(visit, userId) === 'host') known.current.set(visit.home.id, [visit.home.name, visit.home.city].filter(Boolean).join(' – ') || `n° ${visit.home.id}`);
  }
  const homes = [...known.current.entries()];
  if (homes.length < 2 && homeId === null) return null;

  function choose(value: string) {
    const query = new URLSearchParams(location.search);
    if (value) query.set('home_id', value);
    else query.delete('home_id');
    const search = query.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`);
  }

  return (
    <div className={styles.filter}>
      <SelectField
        label={t('agenda.filter.label')}
        value={homeId === null ? '' : String(homeId)}
        onChange={(event) => choose(event.target.value)}
        placeholder={t('agenda.filter.all')}
        options={homes.map(([id, label]) => ({ value: String(id), label }))}
      />
    </div>
  );
}

/**
 * SPEC 6: a landlord whose `home_id` names a home they may not run the agenda of (a manager the owner
 * kept the agenda from) sees the NoAccess page, as on the advert steps, instead of an agenda whose
 * load is refused. The agenda stays mounted while the rights load, so changing the home filter
 * neither flashes nor forgets the homes met so far.
 */
export default function AgendaPage() {
  const user = useUnit($user);
  const location = useLocation();
  const homeId = homeIdFrom(location.search);
  const checks = !!user && isPro(user) && homeId !== null;
  const [access, setAccess] = useState<{ homeId: number; agenda: boolean } | null>(null);

  useEffect(() => {
    if (!checks || homeId === null) return;
    let current = true;
    void fetchHomeAccess(homeId).then((rights) => {
      // A home that cannot be read is left to the agenda's own error (its load says why).
      if (current) setAccess({ homeId, agenda: rights ? rights.agenda : true });
    });
    return () => {
      current = false;
    };
  }, [checks, homeId]);

  if (checks && access?.homeId === homeId && !access.agenda) return <HomeNoAccessPage need="agenda" backTo={pathTo('DashboardProperties', {}, { user })} />;
  return <AgendaContent />;
}

/** `agenda`: 'Mes rendez-vous' for seekers, 'Agenda' for professionals (SPEC 2.4, 2.7). */
function AgendaContent() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const homeId = homeIdFrom(location.search);
  const [visits, state, error, selected, occurrences, contacts, lastAnswer] = useUnit([
    $visits,
    $visitsState,
    $visitsError,
    $selectedDay,
    $occurrences,
    $contacts,
    $lastAnswer,
  ]);
  const [open, retry] = useUnit([agendaOpened, visitsRetried]);

  useEffect(() => {
    open({ homeId, today: dayKey(Date.now()) });
  }, [open, homeId]);

  // One "now" per state of the data: the cards and the lists agree on what is past.
  const now = useMemo(() => Date.now(), [visits, selected]);
  const userId = user?.id ?? 0;
  const dayVisits = useMemo(() => {
    const byId = new Map<number, Visit>();
    for (const { visit } of occurrences.get(selected) ?? []) if (!byId.has(visit.id)) byId.set(visit.id, visit);
    return [...byId.values()];
  }, [occurrences, selected]);
  const upcoming = useMemo(() => {
    const onSelectedDay = new Set(dayVisits.map((visit) => visit.id));
    return upcomingVisits(visits, now, lastAnswer?.visitId ?? null)
      .filter((visit) => !onSelectedDay.has(visit.id))
      .slice(0, UPCOMING_MAX);
  }, [visits, dayVisits, now, lastAnswer]);

  if (!user) return <SkeletonText lines={6} label={t('agenda.loading')} />;
  const pro = isPro(user);
  const received = contacts.filter((request) => request.to_user_id === user.id);
  const showContacts = pro || received.length > 0;
  const allHomesLink = `${location.pathname}${(() => {
    const query = new URLSearchParams(location.search);
    query.delete('home_id');
    const search = query.toString();
    return search ? `?${search}` : '';
  })()}`;

  let body;
  if (state === 'failed' && visits.length === 0) {
    body = (
      <Alert tone="error" title={t('agenda.loadFailed')}>
        {error && <p>{error}</p>}
        <p className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => retry()}>
            {t('agenda.retry')}
          </Button>
          {homeId !== null && (
            <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to={allHomesLink}>
              {t('agenda.filter.showAll')}
            </Link>
          )}
        </p>
      </Alert>
    );
  } else if (state === 'loading' && visits.length === 0) {
    body = <SkeletonText lines={8} label={t('agenda.loading')} />;
  } else if (visits.length === 0) {
    body = (
      <Card padding="lg">
        <p className={styles.muted}>{pro ? t('agenda.empty.pro') : t('agenda.empty.seeker')}</p>
        {!pro && (
          <p className={styles.actions}>
            <Link className={buttonClassName({ variant: 'primary' })} to={pathTo('DashboardHomeMatching', {}, { user, from: location })}>
              {t('agenda.empty.seekerAction')}
            </Link>
          </p>
        )}
        {homeId !== null && (
          <p className={styles.actions}>
            <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={allHomesLink}>
              {t('agenda.filter.showAll')}
            </Link>
          </p>
        )}
      </Card>
    );
  } else {
    body = (
      <>
        <Legend />
        <div className={styles.layout}>
          <Card padding="md">
            <MonthCalendar />
          </Card>
          <section aria-labelledby="agenda-day-title">
            <h2 id="agenda-day-title" className={styles.sectionTitle}>
              {t('agenda.day.title', { day: formatDay(selected) })}
            </h2>
            {dayVisits.length === 0 ? (
              <p className={styles.muted}>{t('agenda.day.empty')}</p>
            ) : (
              <ul className={styles.list}>
                {dayVisits.map((visit) => (
                  <li key={visit.id}>
                    <VisitCard visit={visit} side={sideOf(visit, user.id)} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        {(upcoming.length > 0 || dayVisits.length === 0) && (
          <section aria-labelledby="agenda-upcoming-title">
            <h2 id="agenda-upcoming-title" className={styles.sectionTitle}>
              {t('agenda.upcoming.title')}
            </h2>
            {upcoming.length === 0 ? (
              <p className={styles.muted}>{t('agenda.upcoming.empty')}</p>
            ) : (
              <ul className={styles.list}>
                {upcoming.map((visit) => (
                  <li key={visit.id}>
                    <VisitCard visit={visit} side={sideOf(visit, user.id)} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{pro ? t('agenda.title.pro') : t('agenda.title.seeker')}</h1>
        <p className={styles.intro}>{pro ? t('agenda.intro.pro') : t('agenda.intro.seeker')}</p>
      </header>
      {pro && <HomeFilter visits={visits} userId={userId} homeId={homeId} />}
      {body}
      {showContacts && <ContactRequestsSection received={received} />}
    </div>
  );
}

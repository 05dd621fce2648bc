// The moderation console's list of owners identified to the marketing tool (SPEC 1, 6): what was
// sent and when, so the staff can check the tool only received what the privacy policy names.
import { formatDate } from '@coloc/shared';
import { Alert, Button, Card, SkeletonText } from '@coloc/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { fetchMarketingEvents, type MarketingEvent } from '../api/moderationApi';
import styles from './Moderation.module.css';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; events: MarketingEvent[] };
const KNOWN_TYPES = ['proprietaire', 'agent', 'proprietaire-occupant'] as const;
const KNOWN_PROVIDERS = ['journal', 'webhook'] as const;

export function MarketingEvents() {
  const t = useTexts();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetchMarketingEvents().then(
      (events) => setState({ kind: 'ready', events }),
      () => setState({ kind: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  const typeOf = (event: MarketingEvent) => {
    // The payload is what was sent, as it was sent: the account's kind is read only when it is text.
    const sent = typeof event.payload.account_type === 'string' ? event.payload.account_type : null;
    const type = KNOWN_TYPES.find((known) => known === sent);
    return type ? t(`moderation.marketing.types.${type}`) : (sent ?? '—');
  };
  const providerOf = (event: MarketingEvent) => {
    const provider = KNOWN_PROVIDERS.find((known) => known === event.provider);
    return provider ? t(`moderation.marketing.providers.${provider}`) : event.provider;
  };

  let body;
  if (state.kind === 'loading') body = <SkeletonText lines={3} label={t('moderation.marketing.loading')} />;
  else if (state.kind === 'failed')
    body = (
      <Alert tone="error" title={t('moderation.marketing.failed')}>
        <Button variant="secondary" size="sm" onClick={load}>
          {t('moderation.retry')}
        </Button>
      </Alert>
    );
  else if (state.events.length === 0) body = <p className={styles.muted}>{t('moderation.marketing.empty')}</p>;
  else
    body = (
      <div className={styles.tableScroll}>
        <table className={styles.eventsTable} aria-labelledby="marketing-events-title">
          <thead>
            <tr>
              <th scope="col">{t('moderation.marketing.date')}</th>
              <th scope="col">{t('moderation.marketing.account')}</th>
              <th scope="col">{t('moderation.marketing.type')}</th>
              <th scope="col">{t('moderation.marketing.provider')}</th>
            </tr>
          </thead>
          <tbody>
            {state.events.map((event) => (
              <tr key={event.id}>
                <td>{formatDate(event.created_at, 'dateTime')}</td>
                <td>{t('moderation.marketing.accountNumber', { id: event.user_id })}</td>
                <td>{typeOf(event)}</td>
                <td>{providerOf(event)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <Card as="section" padding="lg" aria-labelledby="marketing-events-title" className={styles.panel}>
      <h2 id="marketing-events-title" className={styles.sectionTitle}>
        {t('moderation.marketing.title')}
      </h2>
      <p className={styles.muted}>{t('moderation.marketing.intro')}</p>
      {body}
    </Card>
  );
}

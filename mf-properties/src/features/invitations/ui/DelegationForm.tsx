import { MANDATE_OFFER, type Home, type HomeNotifications } from '@coloc/shared';
import { Button, Card, SelectField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { delegationFx } from '../model/invitation';
import styles from './Invitations.module.css';

const VALUES: readonly HomeNotifications[] = [0, 2, 3];

/** The select's value, or the home's (an integer on the wire), as one of the three levels. */
function asNotifications(value: string | number): HomeNotifications {
  const number = Number(value);
  return number === 2 || number === 3 ? number : 0;
}

/**
 * SPEC 6: what a manager landlord may do. notifications_advert gives the advert, notifications_agenda
 * the requests and the agenda: 0 the owner only (unless the home is under the mandate offer),
 * 2 the manager with the owner kept informed, 3 the manager alone.
 */
export function DelegationForm({ home }: { home: Home }) {
  const t = useTexts();
  const [save, saving] = useUnit([delegationFx, delegationFx.pending]);
  const [advert, setAdvert] = useState<HomeNotifications>(asNotifications(home.notifications_advert));
  const [agenda, setAgenda] = useState<HomeNotifications>(asNotifications(home.notifications_agenda));
  useEffect(() => {
    setAdvert(asNotifications(home.notifications_advert));
    setAgenda(asNotifications(home.notifications_agenda));
  }, [home.id, home.notifications_advert, home.notifications_agenda]);

  const options = VALUES.map((value) => ({ value, label: t(`invitations.delegation.values.${value}`) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ homeId: home.id, input: { notifications_advert: advert, notifications_agenda: agenda } }).catch(() => undefined);
  }

  return (
    <Card as="section" padding="lg" aria-labelledby="delegation-title" className={styles.section}>
      <h2 id="delegation-title" className={styles.sectionTitle}>
        {t('invitations.delegation.title')}
      </h2>
      <p className={styles.muted}>{t('invitations.delegation.intro')}</p>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.delegationRow}>
          <SelectField
            label={t('invitations.delegation.advert')}
            hint={t('invitations.delegation.advertHint')}
            value={advert}
            onChange={(event) => setAdvert(asNotifications(event.target.value))}
            options={options}
          />
          <p className={styles.explanation}>{t(`invitations.delegation.explanations.${advert}`)}</p>
        </div>
        <div className={styles.delegationRow}>
          <SelectField
            label={t('invitations.delegation.agenda')}
            hint={t('invitations.delegation.agendaHint')}
            value={agenda}
            onChange={(event) => setAgenda(asNotifications(event.target.value))}
            options={options}
          />
          <p className={styles.explanation}>{t(`invitations.delegation.explanations.${agenda}`)}</p>
        </div>
        {home.offer === MANDATE_OFFER && <p className={styles.muted}>{t('invitations.delegation.mandate')}</p>}
        <div>
          <Button type="submit" variant="secondary" loading={saving}>
            {t('invitations.delegation.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

import type { Landlord } from '@coloc/shared';
import { Button, Tag } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useTexts } from '../../../i18n/useTexts';
import { $busyEntry, removalRequested, resendFx } from '../model/invitation';
import { isInvitation, landlordInitials, landlordName, landlordStatusLabel, roleLabel } from '../../../entities/invitations/model/landlords';
import styles from './Invitations.module.css';

function StatusTag({ landlord }: { landlord: Landlord }) {
  const tone = landlord.status === 'expired' ? 'warning' : landlord.status === 'pending' ? 'secondary' : landlord.status === 'creator' ? 'primary' : 'success';
  return <Tag tone={tone}>{landlordStatusLabel(landlord)}</Tag>;
}

/** The home's landlords and invitations; `manage` gives the resend, cancel and remove buttons. */
export function LandlordList({ homeId, landlords, userId, manage }: { homeId: number; landlords: readonly Landlord[]; userId: number; manage: boolean }) {
  const t = useTexts();
  const [busy, resend, remove] = useUnit([$busyEntry, resendFx, removalRequested]);

  return (
    <section aria-labelledby="landlords-title" className={styles.section}>
      <h2 id="landlords-title" className={styles.sectionTitle}>
        {t('invitations.list.title')}
      </h2>
      <ul className={styles.list}>
        {landlords.map((landlord) => {
          const name = landlordName(landlord);
          const invitation = isInvitation(landlord);
          const waiting = busy !== null && busy === landlord.invitation_id;
          return (
            <li key={`${landlord.status}-${landlord.invitation_id ?? landlord.id}`} className={clsx(styles.entry, invitation && styles.invited)}>
              <span className={styles.avatar} aria-hidden="true">
                {landlordInitials(landlord)}
              </span>
              <div className={styles.who}>
                <p className={styles.name}>
                  {name} {landlord.user_id === userId && <span className={styles.muted}>{t('invitations.list.you')}</span>}
                </p>
                <p className={styles.meta}>
                  {landlord.email !== name && <span>{landlord.email} · </span>}
                  {roleLabel(landlord.role)}
                </p>
                <p className={styles.meta}>
                  <StatusTag landlord={landlord} />
                </p>
              </div>
              {manage && landlord.status !== 'creator' && landlord.invitation_id !== null && landlord.user_id !== userId && (
                <div className={styles.entryActions}>
                  {landlord.status === 'expired' && (
                    <Button variant="secondary" size="sm" loading={waiting} disabled={busy !== null} onClick={() => void resend({ homeId, landlord }).catch(() => undefined)} aria-label={t('invitations.actions.resendLabel', { name })}>
                      {t('invitations.actions.resend')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy !== null}
                    onClick={() => remove(landlord)}
                    aria-label={invitation ? t('invitations.actions.cancelLabel', { name }) : t('invitations.actions.removeLabel', { name })}
                  >
                    {invitation ? t('invitations.actions.cancel') : t('invitations.actions.remove')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {landlords.length <= 1 && <p className={styles.muted}>{t('invitations.list.empty')}</p>}
    </section>
  );
}

import { formatDate, type BankAccountView } from '@coloc/shared';
import { Button, Tag } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useTexts } from '../../../i18n/useTexts';
import { deleteRequested } from '../model/bankAccounts';
import styles from './BankAccount.module.css';

/** The caller's accounts: the validated one rents go to, and any still waiting for its SCA. */
export function AccountList({ accounts }: { accounts: readonly BankAccountView[] }) {
  const t = useTexts();
  if (accounts.length === 0) return <p className={styles.note}>{t('bankAccount.list.empty')}</p>;
  const dialog = { title: t('bankAccount.list.deleteTitle'), content: t('bankAccount.list.deleteText'), yes: t('bankAccount.list.deleteYes') };
  return (
    <div>
      <h3 className={styles.listTitle} id="bank-accounts-title">
        {t('bankAccount.list.title')}
      </h3>
      <ul className={styles.list} aria-labelledby="bank-accounts-title">
        {accounts.map((account) => (
          <li key={account.id} className={clsx(styles.item, account.status === 'validated' && styles.itemValidated)}>
            <dl className={styles.details}>
              <dt>{t('bankAccount.list.holder')}</dt>
              <dd>
                {account.holder_name}
                {account.owner_type === 'company' && (
                  <>
                    {' '}
                    <Tag>{t('bankAccount.list.companyAccount')}</Tag>
                  </>
                )}
              </dd>
              <dt>{t('bankAccount.list.iban')}</dt>
              <dd className={styles.iban}>{account.iban_masked}</dd>
              {account.bic && (
                <>
                  <dt>{t('bankAccount.list.bic')}</dt>
                  <dd className={styles.iban}>{account.bic}</dd>
                </>
              )}
            </dl>
            <div className={styles.itemSide}>
              <div className={styles.status}>
                {account.status === 'validated' ? (
                  <Tag tone="success">{t('bankAccount.list.validated')}</Tag>
                ) : (
                  <Tag tone="warning">{t('bankAccount.list.pending')}</Tag>
                )}
              </div>
              {account.status === 'validated' && account.validated_at ? (
                <p className={styles.date}>{t('bankAccount.list.validatedOn', { date: formatDate(account.validated_at) })}</p>
              ) : (
                <p className={styles.hint}>{t('bankAccount.list.pendingHint')}</p>
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('bankAccount.list.deleteLabel', { iban: account.iban_masked })}
                onClick={() => deleteRequested({ account, dialog })}
              >
                {t('bankAccount.list.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

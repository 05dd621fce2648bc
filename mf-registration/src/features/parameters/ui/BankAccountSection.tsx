import { hasRole, isOwner, type User } from '@coloc/shared';
import { RemoteWidget } from '@coloc/shared/ui';
import { useTexts } from '../../../i18n/useTexts';
import styles from './Parameters.module.css';


/** The anchor the SCA warning and the provider's return lead to. */
export const BANK_ACCOUNT_ANCHOR = 'compte-bancaire';

/** Owners (owner-occupiers included), agents and managers receive rents into a bank account. */
export function showsBankAccountSection(user: User): boolean {
  return isOwner(user) || hasRole(user, 'manager');
}

/** The section's frame only: the payments area (mf_payments ./BankAccount) owns what is inside. */
export function BankAccountSection() {
  const t = useTexts();
  return (
    <section className={styles.section} aria-labelledby="parameters-bank-account">
      <h2 id="parameters-bank-account" className={styles.sectionTitle}>
        {t('account.parameters.bankAccount.title')}
      </h2>
      <RemoteWidget remote="mf_payments" exposed="BankAccount" fallback={<p className={styles.intro}>{t('account.parameters.bankAccount.unavailable')}</p>} />
    </section>
  );
}

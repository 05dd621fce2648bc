import { $user } from '@coloc/shared';
import { Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useTexts } from '../../../i18n/useTexts';
import { BANK_ACCOUNT_ANCHOR, BankAccountSection, showsBankAccountSection } from './BankAccountSection';
import { AlertsSection } from './AlertsSection';
import { ConnectionsSection } from './ConnectionsSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { MyDataSection } from './MyDataSection';
import { NotificationsSection } from './NotificationsSection';
import styles from './Parameters.module.css';
import { PasswordSection } from './PasswordSection';
import { SensitiveConsentSection } from './SensitiveConsentSection';
import { SessionsSection } from './SessionsSection';

/**
 * `/{user_type}/parameters`: notifications, password, latest connections, sign-out everywhere, a copy
 * of one's data and account deletion, for every role; the bank account rents are paid into, for
 * owners, agents and managers.
 */
export default function ParametersPage() {
  const t = useTexts();
  const user = useUnit($user);
  if (!user) return <SkeletonText lines={8} label={t('account.common.loading')} />;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('account.parameters.title')}</h1>
        <p className={styles.intro}>{t('account.parameters.intro')}</p>
      </header>
      {showsBankAccountSection(user) && (
        <Card padding="lg" id={BANK_ACCOUNT_ANCHOR}>
          <BankAccountSection />
        </Card>
      )}
      <Card padding="lg">
        <NotificationsSection user={user} />
      </Card>
      {user.profile && <Card padding="lg"><SensitiveConsentSection user={user} /></Card>}
      <Card padding="lg">
        <AlertsSection />
      </Card>
      <Card padding="lg">
        <PasswordSection user={user} />
      </Card>
      <Card padding="lg">
        <ConnectionsSection />
      </Card>
      <Card padding="lg">
        <SessionsSection />
      </Card>
      <Card padding="lg">
        <MyDataSection />
      </Card>
      <Card padding="lg" className={styles.danger}>
        <DeleteAccountSection user={user} />
      </Card>
    </div>
  );
}

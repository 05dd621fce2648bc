import { useTexts } from '../../../i18n/useTexts';
import styles from './Checkout.module.css';

/** Said wherever the built-in test provider takes a payment. */
export function SandboxLabel() {
  const t = useTexts();
  return (
    <p className={styles.sandbox} role="note">
      <span aria-hidden="true">⚠</span>
      {t('checkout.sandbox')}
    </p>
  );
}

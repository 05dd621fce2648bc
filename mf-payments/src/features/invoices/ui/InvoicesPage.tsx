// Placeholder until this feature is built (issue 7).
import { useTexts } from '../../../i18n/useTexts';

export default function InvoicesPage() {
  const t = useTexts();
  return <h1>{t('invoices.title')}</h1>;
}

// Placeholder until this feature is built (issue 7).
import { useTexts } from '../../../i18n/useTexts';

export default function ReceiptsPage() {
  const t = useTexts();
  return <h1>{t('receipts.title')}</h1>;
}

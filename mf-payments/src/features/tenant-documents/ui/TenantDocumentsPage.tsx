// Placeholder until this feature is built (issue 7).
import { useTexts } from '../../../i18n/useTexts';

export default function TenantDocumentsPage() {
  const t = useTexts();
  return <h1>{t('tenantDocuments.title')}</h1>;
}

// Placeholder until this feature is built (issue 7).
import { useTexts } from '../../../i18n/useTexts';

export default function GuaranteePage() {
  const t = useTexts();
  return <h1>{t('guarantee.title')}</h1>;
}

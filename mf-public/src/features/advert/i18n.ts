// The advert texts join the 'public' namespace when this chunk loads (never in the home page's chunk).
import { addTranslations } from '@coloc/shared';
import { NAMESPACE } from '../../i18n/useTexts';
import { advertTexts } from './texts';

addTranslations(NAMESPACE, { advert: advertTexts });

export { useTexts, type Translate } from '../../i18n/useTexts';

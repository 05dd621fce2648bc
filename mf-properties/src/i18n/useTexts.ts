import { addTranslations } from '@coloc/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fr, type TextKey } from './fr';

export const NAMESPACE = 'properties';

// Registered when the first component that needs a text is imported, so a page rendered alone
// (in a test, or before App) never shows raw keys.
addTranslations(NAMESPACE, fr);

export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/** Texts of the properties namespace with keys checked at compile time. */
export function useTexts(): Translate {
  const { t } = useTranslation(NAMESPACE);
  return useCallback<Translate>((key, values) => String(t(key as string, values ?? {})), [t]);
}

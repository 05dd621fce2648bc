// One i18next instance for the whole page (i18next is a shared singleton): the shell initialises
// it, each remote adds its own namespace.
import i18next, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './common';

export function initI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: 'fr',
      fallbackLng: 'fr',
      supportedLngs: ['fr'],
      defaultNS: 'common',
      ns: ['common'],
      resources: { fr: { common } } satisfies Resource,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return i18next;
}

/** A remote's texts under its namespace: `addTranslations('public', fr)` then `useTranslation('public')`. */
export function addTranslations(namespace: string, resources: ResourceKey): void {
  initI18n().addResourceBundle('fr', namespace, resources, true, true);
}

export { i18next };

// What the page shares as `react-i18next`: the hooks API. The whole package (Trans with its HTML
// parser, HOCs, SSR helpers) is 10 KB gzipped in every first render; these exports are 3 KB.
// 'react-i18next-package' is an alias of the package (see REACT_I18NEXT_PACKAGE in ../rspack.mjs).
export { I18nextProvider, Translation, getI18n, initReactI18next, setI18n, useTranslation } from 'react-i18next-package';

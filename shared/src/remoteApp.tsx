/// <reference path="./ui/css.d.ts" />
// The skeleton every remote shares: its routes from the shared table, its single-spa lifecycles and
// its typed texts. A remote only lists which component renders each route it owns.
import './singleton';
import React, { Suspense, useCallback, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { addTranslations } from './i18n';
import { matchRoute } from './routes/match';
import { routesOwnedBy } from './routes/table';
import type { RemoteName } from './routes/types';
import { RemoteCrash } from './ui/RemoteCrash';
import { Skeleton } from './ui/Surface';
import { NotFoundPage } from './ui/StatusPage';

export type PageComponent = ComponentType;
export type Pages = Readonly<Partial<Record<string, PageComponent>>>;

/**
 * A path this remote has no page for. If another area owns it (we just navigated there), the shell
 * is about to swap remotes: render nothing rather than flash a 404.
 */
export function UnknownPath({ owner }: { owner: RemoteName }) {
  const { pathname } = useLocation();
  const { route } = matchRoute(pathname);
  if (route.owner !== owner && route.name !== 'NotFound') return null;
  return <NotFoundPage />;
}

/** Single-spa lifecycles around a root component, with the French crash fallback. */
export function remoteLifecycles<P extends object>(rootComponent: ComponentType<P>) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    // single-spa adds its own props (name, singleSpa…) beside the widget's `data`.
    rootComponent: rootComponent as ComponentType<P & AppProps>,
    errorBoundary: (error: Error) => <RemoteCrash error={error} />,
  });
}

/**
 * A remote's application: `AppRoutes` (the routes without their router, for tests with a memory
 * router), `App` (on the browser's router) and the lifecycles the shell mounts as `./app`.
 */
export function createRemoteApp(owner: RemoteName, pages: Pages, { fallback = <Skeleton height="16rem" /> }: { fallback?: ReactNode } = {}) {
  // Patterns come from the shared route table, so the shell and this remote never disagree on a URL.
  const ownRoutes = routesOwnedBy(owner).flatMap((route) => {
    const Page = pages[route.name];
    return Page ? [{ name: route.name, path: route.path, Page }] : [];
  });

  function AppRoutes() {
    return (
      <Suspense fallback={fallback}>
        <Routes>
          {ownRoutes.map(({ name, path, Page }) => (
            <Route key={name} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<UnknownPath owner={owner} />} />
        </Routes>
      </Suspense>
    );
  }

  function App() {
    return (
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    );
  }

  return { AppRoutes, App, lifecycles: remoteLifecycles(App) };
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
// i18next picks `key_one` / `key_other` itself from `count`: callers use the bare key.
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text key of a namespace's resources, checked at compile time: `t('offers.title')`. */
export type TextKeys<T> = Leaves<T>;
export type TranslateWith<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * Registers a namespace's French texts and returns its hook. Registration happens when the module
 * is imported, so a page rendered alone (in a test, or before App) never shows raw keys. `K` widens the
 * keys when a lazy chunk registers more texts in the same namespace later (mf-public's advert page).
 */
export function createTexts<T extends Record<string, unknown>, K extends string = TextKeys<T>>(namespace: string, resources: T) {
  addTranslations(namespace, resources);
  return function useTexts(): TranslateWith<K> {
    const { t } = useTranslation(namespace);
    return useCallback<TranslateWith<K>>((key, values) => String(t(key as string, values ?? {})), [t]);
  };
}


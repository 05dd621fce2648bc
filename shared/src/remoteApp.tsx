/// <reference path="./ui/css.d.ts" />
// The skeleton every remote shares: its routes from the shared table, its single-spa lifecycles and
// its typed texts. A remote only lists which component renders each route it owns.
import './singleton';
import React, { Suspense, startTransition, useCallback, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
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
import type { RemoteLifecycleProps } from './remote';
import { SSR_SLOT_ATTRIBUTE } from './ssr/hydration';
import { ssrIdentifierPrefix } from './ssr/types';

export type PageComponent = ComponentType;

/**
 * A page fetched when first shown (React.lazy), that can also be fetched ahead: once `preload` has
 * resolved, the page renders at once instead of suspending. Hydration needs that, so that the first
 * render in the browser is the page the server rendered, not a pending boundary.
 */
export type LazyPage = ComponentType & { preload: () => Promise<void>; chunk: string };

/** `chunk`: the name the page's import gives its chunk (its stylesheet is linked by the server). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, chunk: string): LazyPage {
  let loaded: ComponentType | null = null;
  const fetchPage = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = React.lazy(fetchPage);
  function Page() {
    return loaded ? React.createElement(loaded) : <Lazy />;
  }
  Page.preload = () => fetchPage().then(() => undefined);
  Page.chunk = chunk;
  return Page;
}
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

/**
 * React's client API as single-spa-react calls it, with this remote's useId prefix (the server
 * rendered with the same one) and a hydration that falls back to a fresh render when the slot holds
 * no server HTML (a later mount, or a page the server did not render).
 */
function reactClientFor(identifierPrefix: string) {
  return {
    createRoot: (element: Element) => ReactDOMClient.createRoot(element, { identifierPrefix }),
    hydrateRoot: (element: Element, node: React.ReactNode) => {
      if (element.hasAttribute(SSR_SLOT_ATTRIBUTE) && element.hasChildNodes()) {
        // Hydrated once: a remount of this remote into the same element renders afresh.
        element.removeAttribute(SSR_SLOT_ATTRIBUTE);
        // Time-sliced like the shell's (see its bootstrap): the area is already on screen.
        let root!: ReactDOMClient.Root;
        startTransition(() => {
          root = ReactDOMClient.hydrateRoot(element, node, { identifierPrefix });
        });
        return root;
      }
      const root = ReactDOMClient.createRoot(element, { identifierPrefix });
      root.render(node);
      return root;
    },
  };
}

export interface RemoteLifecycleOptions {
  /** useId prefix of the remote's roots: the same on the server (`ssrIdentifierPrefix`). */
  identifierPrefix?: string;
  /**
   * Before hydrating server HTML: loads the effector state the server rendered with into the
   * remote's stores and the current page's code, so the first render matches the HTML.
   */
  prepareHydration?: (values: Record<string, unknown>) => Promise<void> | void;
  /** What a render error leaves in the remote's place: the French crash notice unless told. */
  crashFallback?: (error: Error) => React.ReactElement;
}

/** Single-spa lifecycles around a root component, with the French crash fallback. */
export function remoteLifecycles<P extends object>(
  rootComponent: ComponentType<P>,
  { identifierPrefix, prepareHydration, crashFallback = (error) => <RemoteCrash error={error} /> }: RemoteLifecycleOptions = {},
) {
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient: identifierPrefix ? (reactClientFor(identifierPrefix) as unknown as typeof ReactDOMClient) : ReactDOMClient,
    renderType: identifierPrefix ? 'hydrateRoot' : 'createRoot',
    // single-spa adds its own props (name, singleSpa…) beside the widget's `data`.
    rootComponent: rootComponent as ComponentType<P & AppProps>,
    // Also what keeps single-spa-react from warning that the root has no componentDidCatch.
    errorBoundary: crashFallback,
  });
  if (!prepareHydration) return lifecycles;
  const mount = lifecycles.mount;
  return {
    ...lifecycles,
    mount: async (props: P & AppProps) => {
      const { ssrState } = props as Partial<RemoteLifecycleProps>;
      if (ssrState) await prepareHydration(ssrState);
      return mount(props);
    },
  };
}

/**
 * Lifecycles of a widget that renders nothing (a socket, a counter): if it breaks, it logs and
 * leaves nothing behind; the page around it keeps working.
 */
export function headlessLifecycles(rootComponent: ComponentType) {
  return remoteLifecycles(rootComponent, {
    crashFallback: (error) => {
      console.error(error);
      return <></>;
    },
  });
}

/** `?home_id=` of the current URL, followed through navigations (single-spa turns pushState into popstate). */
export function useHomeIdFromUrl(): number | null {
  return useSyncExternalStore(onNavigation, homeIdFromUrl, () => null);
}

function homeIdFromUrl(): number | null {
  const value = Number(new URLSearchParams(window.location.search).get('home_id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function onNavigation(notify: () => void): () => void {
  window.addEventListener('popstate', notify);
  return () => window.removeEventListener('popstate', notify);
}

/**
 * A remote's application: `AppRoutes` (the routes without their router, for tests with a memory
 * router), `App` (on the browser's router) and the lifecycles the shell mounts as `./app`.
 */
export function createRemoteApp(
  owner: RemoteName,
  pages: Pages,
  { fallback = <Skeleton height="16rem" />, prepareHydration }: { fallback?: ReactNode; prepareHydration?: RemoteLifecycleOptions['prepareHydration'] } = {},
) {
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

  return { AppRoutes, App, lifecycles: remoteLifecycles(App, { identifierPrefix: ssrIdentifierPrefix(owner), prepareHydration }) };
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


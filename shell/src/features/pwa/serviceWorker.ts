// Registration of /sw.js (shell/public/sw.js) and the messages it sends to open tabs.
import { navigationRequested } from '@coloc/shared';

export const SERVICE_WORKER_URL = '/sw.js';

type Container = Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'removeEventListener'> & { startMessages?: () => void };

export interface RegisterOptions {
  /** Production builds only: the dev server and jest have no /sw.js worth caching pages for. */
  enabled?: boolean;
  container?: Container | undefined;
}

function browserContainer(): Container | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

/** Registers the worker once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker({ enabled = process.env.NODE_ENV === 'production', container = browserContainer() }: RegisterOptions = {}): void {
  if (!enabled || !container) return;
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // No worker: no push and no offline page, the site itself works the same.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** A click on a notification asks an open tab to show the conversation: the shell's router does it, no reload. */
export function listenToServiceWorker(container: Container | undefined = browserContainer()): () => void {
  if (!container) return () => undefined;
  const onMessage = (event: Event) => {
    const { data, ports } = event as MessageEvent<{ type?: unknown; url?: unknown }>;
    if (data?.type !== 'tp-navigate' || typeof data.url !== 'string' || !data.url.startsWith('/') || data.url.startsWith('//')) return;
    navigationRequested({ to: data.url });
    // The worker waits for this answer before falling back to reloading the tab.
    ports?.[0]?.postMessage('ok');
  };
  container.addEventListener('message', onMessage);
  // Messages sent before the listener existed are held until this call.
  container.startMessages?.();
  return () => container.removeEventListener('message', onMessage);
}

import { navigationRequested } from '@coloc/shared';
import { listenToServiceWorker, registerServiceWorker } from './serviceWorker';

function fakeContainer() {
  const target = new EventTarget();
  return {
    register: jest.fn(async () => ({}) as ServiceWorkerRegistration),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    startMessages: jest.fn(),
    dispatch: (data: unknown, port?: { postMessage: jest.Mock }) => {
      const event = new Event('message') as Event & { data: unknown; ports: unknown[] };
      Object.assign(event, { data, ports: port ? [port] : [] });
      target.dispatchEvent(event);
    },
  };
}

describe('registerServiceWorker', () => {
  it('stays off outside production builds (jest, dev server)', () => {
    const container = fakeContainer();
    registerServiceWorker({ container });
    expect(container.register).not.toHaveBeenCalled();
  });

  it('registers /sw.js for the whole site in production', () => {
    const container = fakeContainer();
    registerServiceWorker({ enabled: true, container });
    // jsdom has finished loading the test page.
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing where service workers do not exist', () => {
    expect(() => registerServiceWorker({ enabled: true, container: undefined })).not.toThrow();
  });
});

describe('listenToServiceWorker', () => {
  it("moves the shell's router to the conversation a notification opened, and answers the worker", () => {
    const container = fakeContainer();
    const seen: string[] = [];
    const watcher = navigationRequested.watch(({ to }) => seen.push(to));
    const stop = listenToServiceWorker(container);
    expect(container.startMessages).toHaveBeenCalled();
    const port = { postMessage: jest.fn() };
    container.dispatch({ type: 'tp-navigate', url: '/users/messages?conversation=3' }, port);
    expect(seen).toEqual(['/users/messages?conversation=3']);
    expect(port.postMessage).toHaveBeenCalledWith('ok');

    // Only paths of this site, only our message.
    container.dispatch({ type: 'tp-navigate', url: '//ailleurs.example/x' });
    container.dispatch({ type: 'tp-navigate', url: 'https://ailleurs.example/x' });
    container.dispatch({ type: 'autre', url: '/x' });
    stop();
    container.dispatch({ type: 'tp-navigate', url: '/users/messages' });
    expect(seen).toEqual(['/users/messages?conversation=3']);
    watcher.unsubscribe();
  });
});

// The session is read once the server-rendered areas have hydrated: until then every store must
// hold what the server rendered with (nobody signed in), or React would find different markup.
let pending = 0;
let fromServer = false;

/** The page's HTML came from the server (its head is already the page's own). */
export function markServerRendered(): void {
  fromServer = true;
}

export function isServerRendered(): boolean {
  return fromServer;
}

let settle: (() => void) | null = null;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** The shell found `count` server-rendered remote areas on the page. */
export function expectHydrations(count: number): void {
  pending = count;
  if (pending === 0) settle?.();
}

/** A server-rendered area finished hydrating, or gave up (it then renders on its own). */
export function hydrationSettled(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) settle?.();
}

/** Resolves when every area has hydrated, or after `timeoutMs` whatever happens. */
export function whenHydrated(timeoutMs: number): Promise<void> {
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

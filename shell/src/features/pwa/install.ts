// Chromium's own install dialog: `beforeinstallprompt` hands us an event to call later, when the
// user clicks our 'Installer l'application' button.

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

export interface InstallListeners {
  offered(): void;
  installed(): void;
}

export function listenForInstallOffers({ offered, installed }: InstallListeners, target: Window = window): () => void {
  const onOffer = (event: Event) => {
    // Keeps the browser's mini-infobar away: our banner offers it at the right time instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    offered();
  };
  const onInstalled = () => {
    deferred = null;
    installed();
  };
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Opens the browser's install dialog once (the event cannot be used twice) and waits for the answer. */
export async function promptNativeInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  deferred = null;
  if (!event) return 'unavailable';
  await event.prompt();
  return (await event.userChoice).outcome;
}

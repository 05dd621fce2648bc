// The push-notification and install prompts, and the service worker behind them (SPEC 1, 2.11).
import { matchRoute } from '@coloc/shared';
import { Button } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { listenForInstallOffers } from './install';
import { PROMPTS_SLOT_ID } from './slot';
import {
  $iosBrowser,
  $installPromptView,
  $pushPromptView,
  appInstalled,
  dashboardChanged,
  installClicked,
  installDismissed,
  nativeInstallOffered,
  pushEnableClicked,
  pushFailureClosed,
  pushLaterClicked,
  pwaStarted,
} from './model';
import { listenToServiceWorker, registerServiceWorker } from './serviceWorker';
import styles from './PwaPrompts.module.css';

export const TEXTS = {
  push: {
    title: 'Recevez une notification quand on vous écrit',
    text: 'Nous vous prévenons sur cet appareil dès que vous recevez un message.',
    enable: 'Activer',
    later: 'Plus tard',
    failed: "Les notifications n'ont pas pu être activées sur cet appareil. Vous pourrez réessayer plus tard.",
    close: 'Fermer',
  },
  install: {
    title: "Installez Toit Partagé sur votre écran d'accueil",
    ios: {
      safari: "Touchez le bouton Partager de Safari, puis « Sur l'écran d'accueil » : Toit Partagé s'ouvrira comme une application.",
      chrome: "Touchez le bouton Partager de Chrome, dans la barre d'adresse, puis « Sur l'écran d'accueil » : Toit Partagé s'ouvrira comme une application.",
      edge: "Touchez le menu « … » d'Edge, puis Partager et « Sur l'écran d'accueil » : Toit Partagé s'ouvrira comme une application.",
      firefox: "Touchez le menu de Firefox, puis Partager et « Sur l'écran d'accueil » : Toit Partagé s'ouvrira comme une application.",
    },
    native: "Ajoutez Toit Partagé à vos applications pour l'ouvrir en un geste et recevoir vos messages.",
    install: "Installer l'application",
    later: 'Plus tard',
    understood: "J'ai compris",
  },
} as const;

function ShareIcon() {
  // Safari's share symbol, so the text points at the right button.
  return (
    <svg className={styles.shareIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />
    </svg>
  );
}

function PushPrompt({ state }: { state: 'offered' | 'working' | 'failed' }) {
  const titleId = useId();
  const [enable, later, close] = useUnit([pushEnableClicked, pushLaterClicked, pushFailureClosed]);
  if (state === 'failed') {
    return (
      <section className={styles.banner} aria-labelledby={titleId}>
        <p id={titleId} className={styles.text} role="status">
          {TEXTS.push.failed}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={close}>
            {TEXTS.push.close}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {TEXTS.push.title}
      </p>
      <p className={`${styles.text} ${styles.detail}`}>{TEXTS.push.text}</p>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={later} disabled={state === 'working'}>
          {TEXTS.push.later}
        </Button>
        <Button size="sm" onClick={enable} loading={state === 'working'}>
          {TEXTS.push.enable}
        </Button>
      </div>
    </section>
  );
}

function InstallPrompt({ variant }: { variant: 'ios' | 'native' }) {
  const titleId = useId();
  const [install, dismiss, iosBrowser] = useUnit([installClicked, installDismissed, $iosBrowser]);
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {TEXTS.install.title}
      </p>
      {variant === 'ios' ? (
        <p className={styles.text}>
          <ShareIcon /> {TEXTS.install.ios[iosBrowser]}
        </p>
      ) : (
        <p className={`${styles.text} ${styles.detail}`}>{TEXTS.install.native}</p>
      )}
      <div className={styles.actions}>
        {variant === 'ios' ? (
          <Button size="sm" onClick={dismiss}>
            {TEXTS.install.understood}
          </Button>
        ) : (
          <>
            <Button variant="ghost" size="sm" onClick={dismiss}>
              {TEXTS.install.later}
            </Button>
            <Button size="sm" onClick={install}>
              {TEXTS.install.install}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/** What a phone's bar covers at the bottom of the screen: pages that fill the screen (a conversation) leave it free. */
export const BOTTOM_BAR_PROPERTY = '--tp-bottom-bar-height';

function useBottomBarHeight(container: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => {
      // Fixed at the bottom only on phones (the style sheet decides); elsewhere the banners are in the flow.
      const covering = element.childElementCount > 0 && getComputedStyle(element).position === 'fixed';
      if (covering) root.style.setProperty(BOTTOM_BAR_PROPERTY, `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`);
      else root.style.removeProperty(BOTTOM_BAR_PROPERTY);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BOTTOM_BAR_PROPERTY);
    };
  });
}

/** Mounted once by the shell, beside the cookie notice. */
export function PwaPrompts() {
  const location = useLocation();
  const onDashboard = matchRoute(location.pathname).route.dashboard;
  const [push, install] = useUnit([$pushPromptView, $installPromptView]);
  const [started, routeIsDashboard, offered, installed] = useUnit([pwaStarted, dashboardChanged, nativeInstallOffered, appInstalled]);

  useEffect(() => {
    started();
    registerServiceWorker();
    const stopListening = listenToServiceWorker();
    const stopInstallOffers = listenForInstallOffers({ offered, installed });
    return () => {
      stopListening();
      stopInstallOffers();
    };
  }, [started, offered, installed]);

  useEffect(() => {
    routeIsDashboard(onDashboard);
  }, [routeIsDashboard, onDashboard]);

  // The slot is rendered by the layout, which commits before this effect runs.
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setSlot(document.getElementById(PROMPTS_SLOT_ID));
  }, [location.pathname, onDashboard]);

  const container = useRef<HTMLDivElement>(null);
  useBottomBarHeight(container);

  const banners = (
    // Always present, so that a banner appearing in it is announced; it never takes the focus.
    <div ref={container} className={slot ? styles.inline : styles.stack} aria-live="polite">
      {push !== 'hidden' && <PushPrompt state={push} />}
      {install !== null && <InstallPrompt variant={install} />}
    </div>
  );
  return slot ? createPortal(banners, slot) : banners;
}

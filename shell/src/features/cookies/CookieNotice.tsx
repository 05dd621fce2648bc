import { COOKIE_NOTICE_KEY, cookieConsentGiven } from '@coloc/shared';
import { Button } from '@coloc/shared/ui';
import { useEffect, useState } from 'react';
import { isServerRendered } from '../ssr/hydration';
import { Link } from 'react-router-dom';
import styles from './CookieNotice.module.css';

function alreadyAcknowledged(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

/** SPEC 2.11: says cookies are used, 'Ok' hides it for good. */
export function CookieNotice() {
  // The server renders it for everybody (a stylesheet rule hides it at once for those who said
  // 'Ok', before the first paint): the hydrating render matches, then the stored answer applies.
  const [visible, setVisible] = useState(() => isServerRendered() || !alreadyAcknowledged());
  useEffect(() => {
    if (alreadyAcknowledged()) setVisible(false);
  }, []);
  if (!visible) return null;

  function acknowledge() {
    try {
      window.localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    } catch {
      // Storage refused (private mode): hide it for this visit at least.
    }
    setVisible(false);
    // An owner signed in is identified to the marketing tool only now (SPEC 1, 6).
    cookieConsentGiven();
  }

  return (
    <section className={styles.notice} aria-label="Information sur les cookies">
      <p>
        Toit Partagé utilise des cookies nécessaires à votre connexion et à vos préférences, ainsi qu'une mesure d'audience
        anonyme des pages visitées ; pour les propriétaires, notre outil de relation propriétaires reçoit l'identifiant de leur
        compte. <Link to="/politique-de-confidentialite#cookies">En savoir plus</Link>
      </p>
      <Button onClick={acknowledge}>Ok</Button>
    </section>
  );
}

import { safeRedirect, signOutFx } from '@coloc/shared';
import { Spinner } from '@coloc/shared/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import styles from './SignOutPage.module.css';

/** Signs out as soon as it is shown, then leaves: advert pages pass `redirect` to keep the visitor there. */
export default function SignOutPage() {
  const t = useTexts();
  const navigate = useNavigate();
  const { search } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode mounts twice in development; one sign-out call is enough.
    if (started.current) return;
    started.current = true;
    const target = safeRedirect(new URLSearchParams(search).get('redirect')) ?? '/';
    void (async () => {
      try {
        await signOutFx();
      } catch {
        // The session is dropped on this side anyway (signOutFx.finally): leaving is still right.
      }
      navigate(target, { replace: true });
    })();
  }, [navigate, search]);

  return (
    <section className={styles.page} aria-labelledby="signout-title" aria-busy="true">
      <Spinner label="Veuillez patienter" />
      <h1 id="signout-title" className={styles.title}>
        {t('signout.pending')}
      </h1>
      <p className={styles.text}>Nous fermons votre session en toute sécurité. À très bientôt sur Toit Partagé !</p>
    </section>
  );
}

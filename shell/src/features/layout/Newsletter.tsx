import { NEWSLETTER_ENDPOINTS } from '@coloc/contract/newsletter/endpoints';
import { popup, call } from '@coloc/shared';
import { Button } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useId, useState, type FormEvent } from 'react';
import styles from './Layout.module.css';

export const NEWSLETTER_FAILURE = "Vérifiez l'adresse e-mail saisie et essayez à nouveau.";

/** SPEC 7/8: the e-mail is not checked on the client; the server decides, a popup tells the result. */
export function Newsletter() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  // Both outcomes are told in a popup, not beside the field: the action answers for itself.
  const { pending: sending, submit } = useSubmit(async () => {
    try {
      await call(NEWSLETTER_ENDPOINTS, 'newsletter.subscribe', { body: { email } }, { context: { silent: true } });
    } catch {
      popup({ title: 'Erreur', content: NEWSLETTER_FAILURE });
      return;
    }
    popup({ title: 'Inscription réussie', content: 'Merci ! Vous recevrez nos conseils et nouveautés sur la colocation.' });
    setEmail('');
  });

  function subscribe(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form className={styles.newsletter} onSubmit={subscribe} noValidate aria-labelledby={`${inputId}-title`}>
      <p id={`${inputId}-title`} className={styles.footerTitle}>
        Lettre d'information
      </p>
      <p className={styles.footerText}>Conseils de colocation, nouveautés et bonnes adresses, une fois par mois.</p>
      <label htmlFor={inputId} className={styles.newsletterLabel}>
        Adresse e-mail
      </label>
      <div className={styles.newsletterRow}>
        <input id={inputId} type="email" name="email" autoComplete="email" className={styles.newsletterInput} value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" size="sm" loading={sending}>
          S'inscrire
        </Button>
      </div>
    </form>
  );
}

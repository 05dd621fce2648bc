import { errorText } from '@coloc/shared';
import { Alert, Button } from '@coloc/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { sandboxMailboxUrl, signUp, type SignupPayload } from '../../../entities/auth/api/authApi';
import { FormError } from '../../../entities/forms/ui/FormError';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';
import styles from '../../../entities/auth/ui/ResetPasswordEmailPage.module.css';

type ResendState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

export interface SignupCheckEmailProps {
  /** What the form sent: « Renvoyer le lien » sends it again. */
  payload: SignupPayload;
  /** Back to the form, filled in, to correct the address. */
  onEdit(): void;
}

/**
 * After sign-up (issue 17, finding 5): the same screen whether or not the address has an account,
 * since the server's answer is the same. The mail says which it was.
 */
export function SignupCheckEmail({ payload, onEdit }: SignupCheckEmailProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });
  const [mailbox, setMailbox] = useState<string | null>(null);

  useEffect(() => {
    title.current?.focus();
    let live = true;
    sandboxMailboxUrl()
      .then((url) => live && setMailbox(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const sendAgain = async () => {
    setResend({ status: 'sending' });
    try {
      await signUp(payload);
      setResend({ status: 'sent' });
    } catch (error) {
      setResend({ status: 'failed', message: errorText(error) });
    }
  };

  return (
    <FormPageLayout title="Vérifiez votre boîte mail" titleRef={title}>
      <div className={styles.illustration} aria-hidden="true">
        <svg viewBox="0 0 120 80" width="120" height="80">
          <rect x="8" y="14" width="104" height="60" rx="8" fill="var(--tp-color-secondary-soft)" stroke="var(--tp-color-secondary)" strokeWidth="3" />
          <path d="M12 20l48 32 48-32" fill="none" stroke="var(--tp-color-secondary)" strokeWidth="3" strokeLinejoin="round" />
          <circle cx="98" cy="16" r="12" fill="var(--tp-color-primary)" />
          <path d="M92 16l4 4 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <p>
        Nous venons d'envoyer un e-mail à <strong className={styles.email}>{payload.email}</strong>. Ouvrez le lien qu'il contient pour
        continuer : il est valable 24 heures.
      </p>
      <p className={styles.tip}>
        Rien reçu après quelques minutes ? Regardez dans vos courriers indésirables, vérifiez l'adresse saisie ou demandez un nouvel
        envoi (un envoi au plus toutes les 15 minutes).
      </p>
      {mailbox && (
        <Alert tone="info" title="Environnement de test — aucun e-mail réel">
          <p>
            Sur ce site de test, les e-mails ne partent pas : <a href={mailbox}>ouvrez la boîte mail de test</a> pour lire le vôtre.
          </p>
        </Alert>
      )}
      <div role="status" aria-live="polite">
        {resend.status === 'sent' && <Alert tone="success">C'est noté : un nouvel e-mail part, sauf si le précédent a moins de 15 minutes.</Alert>}
      </div>
      <FormError message={resend.status === 'failed' ? resend.message : null} />
      <div className={styles.actions}>
        <Button variant="secondary" loading={resend.status === 'sending'} onClick={sendAgain}>
          Renvoyer le lien
        </Button>
        <Button variant="ghost" onClick={onEdit}>
          Modifier l'adresse
        </Button>
      </div>
      <p className={styles.back}>
        Vous avez déjà un compte ? <Link to="/signin">Connectez-vous</Link>
      </p>
    </FormPageLayout>
  );
}

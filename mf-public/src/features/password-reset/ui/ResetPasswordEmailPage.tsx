import { errorText } from '@coloc/shared';
import { Alert, Button, buttonClassName } from '@coloc/shared/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { requestPasswordReset } from '../../../entities/auth/api/authApi';
import { FormError } from '../../../entities/forms/ui/FormError';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';
import styles from '../../../entities/auth/ui/ResetPasswordEmailPage.module.css';

type ResendState = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; message: string } | { status: 'failed'; message: string };

/** Step 2: the link is on its way. The page never says whether the account exists. */
export default function ResetPasswordEmailPage() {
  const t = useTexts();
  const email = new URLSearchParams(useLocation().search).get('email')?.trim() ?? '';
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });

  const sendAgain = async () => {
    setResend({ status: 'sending' });
    try {
      await requestPasswordReset(email);
      setResend({ status: 'sent', message: t('reset.resent') });
    } catch (error) {
      setResend({ status: 'failed', message: errorText(error) });
    }
  };

  return (
    <FormPageLayout title={t('reset.emailTitle')}>
      <div className={styles.illustration} aria-hidden="true">
        <svg viewBox="0 0 120 80" width="120" height="80">
          <rect x="8" y="14" width="104" height="60" rx="8" fill="var(--tp-color-secondary-soft)" stroke="var(--tp-color-secondary)" strokeWidth="3" />
          <path d="M12 20l48 32 48-32" fill="none" stroke="var(--tp-color-secondary)" strokeWidth="3" strokeLinejoin="round" />
          <circle cx="98" cy="16" r="12" fill="var(--tp-color-primary)" />
          <path d="M92 16l4 4 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      {email ? (
        <>
          <p>
            Si un compte existe pour l'adresse <strong className={styles.email}>{email}</strong>, nous venons d'y envoyer un lien
            pour choisir un nouveau mot de passe. Ce lien est valable une heure.
          </p>
          <p className={styles.tip}>
            Rien reçu après quelques minutes ? Regardez dans vos courriers indésirables, vérifiez l'adresse saisie ou demandez un
            nouvel envoi.
          </p>
          <div role="status" aria-live="polite">
            {resend.status === 'sent' && <Alert tone="success">{resend.message}</Alert>}
          </div>
          <FormError message={resend.status === 'failed' ? resend.message : null} />
          <div className={styles.actions}>
            <Button variant="secondary" loading={resend.status === 'sending'} onClick={sendAgain}>
              {t('reset.resend')}
            </Button>
            <Link className={buttonClassName({ variant: 'ghost' })} to={`/reset_password?${new URLSearchParams({ email }).toString()}`}>
              Modifier l'adresse
            </Link>
          </div>
        </>
      ) : (
        <Alert tone="warning" title="Adresse e-mail manquante">
          <p>
            Nous ne savons pas à quelle adresse envoyer le lien. <Link to="/reset_password">Saisissez votre adresse e-mail</Link> pour
            recevoir un lien de réinitialisation.
          </p>
        </Alert>
      )}
      <p className={styles.back}>
        <Link to="/signin">{t('reset.backToSignin')}</Link>
      </p>
    </FormPageLayout>
  );
}

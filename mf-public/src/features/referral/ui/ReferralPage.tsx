// `/parrainage/{code}`: the page a sponsor shares. It says who invites and what both gain, and its
// « Créer mon compte » goes through the API, which keeps the code in the cookie sign-up reads.
// An unknown code is said plainly (404), with a way to sign up anyway.
import { SITE_NAME } from '@coloc/shared';
import { Button, buttonClassName } from '@coloc/shared/ui';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { applyDocumentHead } from '../../../entities/page/model/documentHead';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';
import { invitationHead, MISSING_INVITATION_HEAD } from '../model/invitation';
import { REFERRAL_TEXTS as T } from '../model/texts';
import { useInvitation } from '../model/useInvitation';
import styles from './ReferralPage.module.css';

export default function ReferralPage() {
  const code = useParams().code ?? '';
  const { load, retry } = useInvitation(code);

  useEffect(() => {
    if (load.state === 'loading' || load.state === 'failed') return;
    const head = load.state === 'ready' ? invitationHead(load.invitation) : MISSING_INVITATION_HEAD;
    applyDocumentHead({ title: head.title ?? SITE_NAME, description: head.description ?? null, canonical: null, noindex: true });
  }, [load]);

  if (load.state === 'loading') {
    return (
      <FormPageLayout title={T.loadingTitle}>
        <p role="status">{T.loading}</p>
      </FormPageLayout>
    );
  }
  if (load.state === 'ready') {
    const { invitation } = load;
    return (
      <FormPageLayout title={T.invitedBy(invitation.sponsor_first_name)} intro={T.lead}>
        <h2 className={styles.subtitle}>{T.offerTitle}</h2>
        <p>{T.offer}</p>
        <ol className={styles.steps}>
          {T.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          {T.codeLabel} : <strong>{invitation.code}</strong>
        </p>
        <div className={styles.actions}>
          {/* A document navigation, not the router's: the API sets the cookie, then sends to the sign-up choice. */}
          <a className={buttonClassName({ size: 'lg' })} href={invitation.signup_url}>
            {T.signup}
          </a>
          <Link className={buttonClassName({ variant: 'ghost' })} to="/signin">
            {T.signin}
          </Link>
        </div>
      </FormPageLayout>
    );
  }
  return (
    <FormPageLayout title={T.missingTitle} intro={<p role={load.state === 'failed' ? 'alert' : undefined}>{load.state === 'missing' ? T.missing(code) : T.failed}</p>}>
      <p>{T.lead}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName({ size: 'lg' })} to="/signupselect">
          {T.signup}
        </Link>
        {load.state === 'failed' && (
          <Button variant="secondary" onClick={retry}>
            {T.retry}
          </Button>
        )}
      </div>
    </FormPageLayout>
  );
}

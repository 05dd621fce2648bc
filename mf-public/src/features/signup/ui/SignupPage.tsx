import { $user, decodeSearchQuery } from '@coloc/shared';
import { Alert, NotFoundPage } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { SignupPayload } from '../../../entities/auth/api/authApi';
import { useTexts } from '../../../i18n/useTexts';
import { authQuery } from '../../../entities/auth/model/destination';
import { AlreadySignedIn } from '../../../entities/auth/ui/AlreadySignedIn';
import authStyles from '../../../entities/auth/ui/AuthForms.module.css';
import { BenefitList } from '../../../entities/page/ui/BenefitList';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';
import { isSignupType, SIGNUP_TYPE_INFO } from '../model/signupTypes';
import { SignupCheckEmail } from './SignupCheckEmail';
import { SignupForm } from './SignupForm';
import styles from './SignupPage.module.css';

/** /signup (the flatmate seeker's form) and /signup/:type. */
export default function SignupPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const { type = 'users' } = useParams();
  // The form sent (the check-mail screen shows), or, back from it, the form to correct.
  const [sent, setSent] = useState<{ payload: SignupPayload; checking: boolean } | null>(null);
  if (!isSignupType(type)) return <NotFoundPage />;
  if (user) return <AlreadySignedIn user={user} />;
  if (sent?.checking && sent.payload.type === type) {
    return <SignupCheckEmail payload={sent.payload} onEdit={() => setSent({ payload: sent.payload, checking: false })} />;
  }
  const initial = sent && sent.payload.type === type ? sent.payload : null;

  const info = SIGNUP_TYPE_INFO[type];
  const keep = authQuery(location);
  const draft = decodeSearchQuery(new URLSearchParams(location.search).get('search'));
  const city = draft?.city_searches?.[0]?.geoname.name;

  return (
    <FormPageLayout
      title={info.heading}
      intro={<p>{info.intro}</p>}
      aside={
        <div className={styles.aside}>
          <h2 className={styles.asideTitle}>Pourquoi Toit Partagé ?</h2>
          <BenefitList items={info.benefits} />
        </div>
      }
    >
      {draft && (
        <Alert tone="info" title={city ? `Votre recherche à ${city} est prête` : 'Votre recherche est prête'}>
          {t('search.freeAccount')}
        </Alert>
      )}
      {/* A fresh form per account type: nothing typed for one type leaks into another. */}
      <SignupForm key={type} type={type} initial={initial} onSent={(payload) => setSent({ payload, checking: true })} />
      <p className={authStyles.after}>
        {t('signup.alreadyMember')} <Link to={`/signin${keep}`}>{t('signup.signinLink')}</Link>
      </p>
      <p className={styles.otherType}>
        {type === 'users' ? (
          <>
            Vous êtes propriétaire, agence immobilière ou gestionnaire de biens ?{' '}
            <Link to={`/signupselect${keep}`}>Choisissez votre type de compte</Link>
          </>
        ) : (
          <>
            Ce n'est pas votre situation ? <Link to={`/signupselect${keep}`}>Choisissez un autre type de compte</Link>
          </>
        )}
      </p>
    </FormPageLayout>
  );
}

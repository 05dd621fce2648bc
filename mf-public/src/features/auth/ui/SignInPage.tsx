import { $user } from '@coloc/shared';
import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';
import { authQuery } from '../../../entities/auth/model/destination';
import { AlreadySignedIn } from '../../../entities/auth/ui/AlreadySignedIn';
import styles from '../../../entities/auth/ui/AuthForms.module.css';
import { MemberSpaceAside } from './MemberSpaceAside';
import { SignInForm } from './SignInForm';

export default function SignInPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  if (user) return <AlreadySignedIn user={user} />;
  return (
    <FormPageLayout
      title={t('signin.title')}
      intro={<p>Heureux de vous revoir ! Connectez-vous pour retrouver vos messages, vos visites et votre matching.</p>}
      aside={<MemberSpaceAside />}
    >
      <SignInForm />
      <p className={styles.after}>
        <Link to={`/signupselect${authQuery(location)}`}>{t('signin.noAccount')}</Link>
      </p>
    </FormPageLayout>
  );
}

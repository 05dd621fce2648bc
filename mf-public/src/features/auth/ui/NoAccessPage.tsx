import { $user, returnPathFromNoAccess } from '@coloc/shared';
import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';
import { authQuery } from '../../../entities/auth/model/destination';
import { AlreadySignedIn } from '../../../entities/auth/ui/AlreadySignedIn';
import styles from '../../../entities/auth/ui/AuthForms.module.css';
import { MemberSpaceAside } from './MemberSpaceAside';
import { SignInForm } from './SignInForm';

/** The NoAccess route: the page asked for is for members; signing in leads back to it. */
export default function NoAccessPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  if (user) return <AlreadySignedIn user={user} continueTo={returnPathFromNoAccess(location)} />;
  return (
    <FormPageLayout
      title={t('noAccess.title')}
      intro={<p>La page que vous avez demandée est réservée aux membres de Toit Partagé : connectez-vous et nous vous y emmenons tout de suite.</p>}
      aside={<MemberSpaceAside />}
    >
      <SignInForm fromNoAccess />
      <p className={styles.after}>
        <Link to={`/signupselect${authQuery(location, { fromNoAccess: true })}`}>{t('signin.noAccount')}</Link>
      </p>
    </FormPageLayout>
  );
}

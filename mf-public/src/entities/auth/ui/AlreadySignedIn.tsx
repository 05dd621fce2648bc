import { authLink, landingPathFor, type User } from '@coloc/shared';
import { buttonClassName } from '@coloc/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { FormPageLayout } from '../../page/ui/FormPageLayout';
import styles from './AlreadySignedIn.module.css';

/**
 * Shown instead of a sign-in or sign-up form to someone who is already signed in. `continueTo`
 * replaces their usual landing page (NoAccess knows where they were going).
 */
export function AlreadySignedIn({ user, continueTo }: { user: User; continueTo?: string | null }) {
  const t = useTexts();
  const location = useLocation();
  return (
    <FormPageLayout
      title={t('alreadySignedIn.title')}
      intro={
        <p>
          Bonjour {user.first_name}, vous êtes connecté(e) avec l'adresse <strong>{user.email}</strong>. Retrouvez votre
          espace, ou déconnectez-vous pour utiliser un autre compte.
        </p>
      }
    >
      <div className={styles.actions}>
        <Link className={buttonClassName({ size: 'lg' })} to={continueTo ?? landingPathFor(user)}>
          {t('alreadySignedIn.goToSpace')}
        </Link>
        <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={authLink('Signout', location)}>
          {t('alreadySignedIn.signout')}
        </Link>
      </div>
    </FormPageLayout>
  );
}

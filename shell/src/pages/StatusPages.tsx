import { $user, authLink } from '@coloc/shared';
import { NotFoundPage, StatusPage, buttonClassName } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router-dom';

export function UnauthorizedPage() {
  const user = useUnit($user);
  const location = useLocation();
  return (
    <StatusPage
      code={401}
      title="Accès non autorisé"
      actions={
        <>
          {!user && (
            <Link className={buttonClassName()} to={authLink('Signin', location)}>
              Se connecter
            </Link>
          )}
          <Link className={buttonClassName({ variant: user ? 'primary' : 'secondary' })} to="/">
            Retour à l'accueil
          </Link>
        </>
      }
    >
      <p>
        {user
          ? "Votre compte n'a pas accès à cette page. Si vous pensez qu'il s'agit d'une erreur, contactez-nous."
          : 'Cette page est réservée aux membres connectés. Connectez-vous pour continuer.'}
      </p>
    </StatusPage>
  );
}

export const SHELL_PAGES: Record<string, () => React.JSX.Element> = {
  NotFound: NotFoundPage,
  Unauthorized: UnauthorizedPage,
};

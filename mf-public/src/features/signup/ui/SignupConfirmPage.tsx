import { errorStatus, errorText, userReceived } from '@coloc/shared';
import { Alert } from '@coloc/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { confirmSignup } from '../../../entities/auth/api/authApi';
import { destinationAfterAuth } from '../../../entities/auth/model/destination';
import { takeSignupQuery } from '../model/pendingDestination';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';

type Failure = { message: string; accountExists: boolean };

/**
 * /signup/confirm?token=…, the link of « Confirmez votre adresse »: creates the account, signs in
 * and goes where a fresh sign-up goes (the registration flow).
 */
export default function SignupConfirmPage() {
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
  const [failure, setFailure] = useState<Failure | null>(null);
  // Once per page, even when React runs effects twice: the link only serves once.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmSignup(token)
      .then((user) => {
        userReceived(user);
        navigate(destinationAfterAuth(user, { pathname: '/signup', search: takeSignupQuery(), hash: '' }), { replace: true });
      })
      .catch((error: unknown) => setFailure({ message: errorText(error), accountExists: errorStatus(error) === 409 }));
  }, [token, navigate]);

  if (!token) {
    return (
      <FormPageLayout title="Confirmation de votre adresse">
        <Alert tone="warning" title="Ce lien est incomplet">
          <p>
            Le lien que vous avez suivi ne contient pas le code de confirmation. Il a peut-être été coupé par votre messagerie : copiez-le
            en entier dans la barre d'adresse, ou <Link to="/signup">recommencez l'inscription</Link>.
          </p>
        </Alert>
      </FormPageLayout>
    );
  }

  if (failure) {
    return (
      <FormPageLayout title={failure.accountExists ? 'Vous avez déjà un compte' : 'Lien non valable'}>
        <Alert tone={failure.accountExists ? 'info' : 'error'}>
          <p>{failure.message}</p>
          <p>
            {failure.accountExists ? (
              <>
                <Link to="/signin">Se connecter</Link> · <Link to="/reset_password">Mot de passe oublié ?</Link>
              </>
            ) : (
              <>
                <Link to="/signup">Recommencer l'inscription</Link> · <Link to="/signin">Se connecter</Link>
              </>
            )}
          </p>
        </Alert>
      </FormPageLayout>
    );
  }

  return (
    <FormPageLayout title="Confirmation de votre adresse">
      <p role="status">
        Création de votre compte…
      </p>
    </FormPageLayout>
  );
}

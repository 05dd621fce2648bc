import { errorText, landingPathFor, userReceived } from '@coloc/shared';
import { Alert } from '@coloc/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signInWithLink } from '../api/authApi';
import { FormPageLayout } from '../../page/ui/FormPageLayout';

/** /signin/link?token=…, the link of « Vous avez déjà un compte »: signs in once, within 30 minutes. */
export default function SigninLinkPage() {
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  // Once per page, even when React runs effects twice: the link only serves once.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    signInWithLink(token)
      .then((user) => {
        userReceived(user);
        navigate(landingPathFor(user), { replace: true });
      })
      .catch((error: unknown) => setFailure(errorText(error)));
  }, [token, navigate]);

  if (!token || failure) {
    return (
      <FormPageLayout title="Lien non valable">
        <Alert tone="error">
          <p>{failure ?? "Le lien que vous avez suivi ne contient pas le code de connexion. Il a peut-être été coupé par votre messagerie."}</p>
          <p>
            <Link to="/signin">Se connecter avec son mot de passe</Link> · <Link to="/reset_password">Mot de passe oublié ?</Link>
          </p>
        </Alert>
      </FormPageLayout>
    );
  }

  return (
    <FormPageLayout title="Connexion par e-mail">
      <p role="status">
        Connexion en cours…
      </p>
    </FormPageLayout>
  );
}

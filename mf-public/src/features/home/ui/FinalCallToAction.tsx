import { $user, landingPathFor } from '@coloc/shared';
import { buttonClassName } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { CallToAction } from '../../../entities/page/ui/Landing';

export function FinalCallToAction() {
  const user = useUnit($user);
  return (
    <CallToAction
      title={'Prêt(e) à trouver votre futur chez-vous\u00a0?'}
      text={
        <p>
          L'inscription est gratuite et prend quelques minutes. Vous cherchez un logement, vous en proposez un ou vous êtes un
          professionnel : votre espace s'adapte à vous.
        </p>
      }
      actions={
        user ? (
          <Link className={buttonClassName({ size: 'lg' })} to={landingPathFor(user)}>
            Accéder à mon espace
          </Link>
        ) : (
          <Link className={buttonClassName({ size: 'lg' })} to="/signupselect">
            Je m'inscris gratuitement
          </Link>
        )
      }
    />
  );
}

import { $user, landingPathFor } from '@coloc/shared';
import { Container, buttonClassName } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import styles from './HomeSections.module.css';

export function FinalCallToAction() {
  const user = useUnit($user);
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <Container className={styles.ctaInner}>
        <h2 id="cta-title" className={styles.ctaTitle}>
          Prêt(e) à trouver votre futur chez-vous ?
        </h2>
        <p className={styles.ctaText}>
          L'inscription est gratuite et prend quelques minutes. Vous cherchez un logement, vous en proposez un ou vous êtes un
          professionnel : votre espace s'adapte à vous.
        </p>
        {user ? (
          <Link className={buttonClassName({ size: 'lg' })} to={landingPathFor(user)}>
            Accéder à mon espace
          </Link>
        ) : (
          <Link className={buttonClassName({ size: 'lg' })} to="/signupselect">
            Je m'inscris gratuitement
          </Link>
        )}
      </Container>
    </section>
  );
}

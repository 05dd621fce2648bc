import { Container } from '@coloc/shared/ui';
import { Link } from 'react-router-dom';
import { FAQ_ANCHORS, faqLink } from '../../../entities/faq/model/anchors';
import { Icon } from '../../../entities/page/ui/Icon';
import styles from './HomeSections.module.css';

export function TrustBlock() {
  return (
    <section className={`${styles.section} ${styles.trust}`} aria-labelledby="trust-title">
      <Container>
        <header className={styles.header}>
          <h2 id="trust-title">Une communauté de confiance</h2>
          <p className={styles.intro}>Partager son toit demande de la confiance. Voici ce que nous faisons pour la mériter.</p>
        </header>
        <ul className={styles.trustList}>
          <li className={styles.trustItem}>
            <Icon name="flag" size={28} className={styles.trustIcon} />
            <h3 className={styles.cardTitle}>Une charte de bonne conduite</h3>
            <p className={styles.cardText}>
              Respect, honnêteté et non-discrimination : chaque membre s'y engage en s'inscrivant.{' '}
              <Link to="/charte-de-bonne-conduite">Lire la charte</Link>
            </p>
          </li>
          <li className={styles.trustItem}>
            <Icon name="mail" size={28} className={styles.trustIcon} />
            <h3 className={styles.cardTitle}>Des comptes protégés</h3>
            <p className={styles.cardText}>
              Mots de passe chiffrés, connexions répétées bloquées, liens de réinitialisation à usage unique.{' '}
              <Link to={faqLink(FAQ_ANCHORS.accountSecurity)}>En savoir plus</Link>
            </p>
          </li>
          <li className={styles.trustItem}>
            <Icon name="eye" size={28} className={styles.trustIcon} />
            <h3 className={styles.cardTitle}>Des annonces modérées</h3>
            <p className={styles.cardText}>
              Notre équipe relit chaque annonce avant sa publication et retire celles qui ne respectent pas nos règles.{' '}
              <Link to={faqLink(FAQ_ANCHORS.moderation)}>Comment nous modérons</Link>
            </p>
          </li>
          <li className={styles.trustItem}>
            <Icon name="chat" size={28} className={styles.trustIcon} />
            <h3 className={styles.cardTitle}>Une messagerie intégrée</h3>
            <p className={styles.cardText}>
              Vous échangez sans dévoiler votre numéro ni votre adresse e-mail, et notre service client reste joignable depuis votre espace.{' '}
              <Link to={faqLink(FAQ_ANCHORS.messaging)}>En savoir plus sur la messagerie</Link>
            </p>
          </li>
        </ul>
      </Container>
    </section>
  );
}

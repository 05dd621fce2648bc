import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { $siteConfig } from '../site/model';
import { Newsletter } from './Newsletter';
import styles from './Layout.module.css';

const DISCOVER = [
  { to: '/quicksearch', label: 'Trouver une colocation' },
  { to: '/colocation-proprietaire-avantages', label: 'Espace propriétaires' },
  { to: '/logement-contre-services', label: 'Logement contre services' },
  { to: '/qui-sommes-nous', label: 'Qui sommes-nous ?' },
  { to: '/faq', label: 'Questions fréquentes' },
];
const LEGAL = [
  { to: '/charte-de-bonne-conduite', label: 'Charte de bonne conduite' },
  { to: '/cgu', label: "Conditions générales d'utilisation" },
  { to: '/mentions-legales', label: 'Mentions légales' },
  { to: '/politique-de-confidentialite', label: 'Politique de confidentialité' },
  { to: '/contact', label: 'Nous contacter' },
];

/** SPEC 1: the footer carries the insurance-broker registration notice. */
export function BrokerNotice() {
  const config = useUnit($siteConfig);
  const number = config?.broker_registration;
  return (
    <p className={styles.broker}>
      {number
        ? `Toit Partagé est immatriculé au registre des intermédiaires en assurance (ORIAS) en qualité de courtier, sous le n° ${number} (vérifiable sur www.orias.fr).`
        : "Toit Partagé exerce l'activité de courtier en assurance pour la garantie des loyers ; son numéro d'immatriculation ORIAS est communiqué sur simple demande et vérifiable sur www.orias.fr."}
    </p>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.footerTitle}>Toit Partagé</p>
          <p className={styles.footerText}>
            La colocation par affinités : colocation classique ou intergénérationnelle, parents solos, logement contre services.
          </p>
        </div>
        <nav aria-label="Découvrir">
          <p className={styles.footerTitle}>Découvrir</p>
          <ul className={styles.footerList}>
            {DISCOVER.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Informations légales">
          <p className={styles.footerTitle}>Informations</p>
          <ul className={styles.footerList}>
            {LEGAL.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Newsletter />
      </div>
      <div className={styles.footerBottom}>
        <BrokerNotice />
        <p>© {new Date().getFullYear()} Toit Partagé. Tous droits réservés.</p>
      </div>
    </footer>
  );
}

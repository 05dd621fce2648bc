import { Link } from 'react-router-dom';
import styles from './Layout.module.css';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className={styles.logo} aria-label="Toit Partagé, retour à l'accueil">
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#b4471f" />
        <path d="M12 32 32 14l20 18" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M20 30v20h24V30" fill="none" stroke="#fff" strokeWidth="6" strokeLinejoin="round" />
        <circle cx="32" cy="40" r="4" fill="#e8a33d" />
      </svg>
      <span className={styles.logoText}>
        Toit <strong>Partagé</strong>
      </span>
    </Link>
  );
}

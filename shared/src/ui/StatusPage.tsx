import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from './Button';
import styles from './StatusPage.module.css';

/** Full-page status (404, 401…), used by the shell and by a remote for a path it does not know. */
export function StatusPage({ code, title, children, actions }: { code?: string | number; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="status-title">
      {code !== undefined && <p className={styles.code} aria-hidden="true">{code}</p>}
      <h1 id="status-title">{title}</h1>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage
      code={404}
      title="Page introuvable"
      actions={
        <>
          <Link className={buttonClassName()} to="/">Retour à l'accueil</Link>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/faq">Consulter la FAQ</Link>
        </>
      }
    >
      <p>La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse, ou repartez de l'accueil.</p>
    </StatusPage>
  );
}

/**
 * SPEC 6: a landlord without the right a screen needs (a manager the owner did not hand the advert
 * or the agenda to) sees this page instead of a form that could not be saved.
 */
export function HomeNoAccessPage({ need, backTo }: { need: 'advert' | 'agenda'; backTo: string }) {
  return (
    <StatusPage
      code={403}
      title="Accès réservé"
      actions={
        <Link className={buttonClassName()} to={backTo}>
          Retour à mes biens
        </Link>
      }
    >
      <p>
        {need === 'advert'
          ? "Vous n'avez pas accès à l'annonce de ce logement : son propriétaire ne vous en a pas confié la gestion."
          : "Vous n'avez pas accès à l'agenda de ce logement : son propriétaire ne vous a pas confié les demandes et les visites."}
      </p>
      <p>Le propriétaire peut vous la confier dans « Propriétaires », ou en signant un mandat de gestion avec vous.</p>
    </StatusPage>
  );
}

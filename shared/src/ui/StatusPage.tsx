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

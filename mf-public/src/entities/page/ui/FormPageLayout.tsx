import { Card, Container } from '@coloc/shared/ui';
import type { ReactNode, Ref } from 'react';
import styles from './FormPageLayout.module.css';

export interface FormPageLayoutProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Reassurance next to the form on wide screens, below it on phones. */
  aside?: ReactNode;
  /** Given when the page replaces another in place (the check-mail screen): focus moves to the title. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** The page frame of sign-in, sign-up, password reset and contact: a card with the form. */
export function FormPageLayout({ title, intro, children, aside, titleRef }: FormPageLayoutProps) {
  // A plain block, not a region named by the title: "Choisissez un nouveau mot de passe" would
  // otherwise also answer to the label "Nouveau mot de passe" and confuse label lookups.
  return (
    <div className={styles.page}>
      <Container className={aside ? styles.withAside : styles.single}>
        <Card padding="lg" className={styles.card}>
          <h1 className={styles.title} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
            {title}
          </h1>
          {intro && <div className={styles.intro}>{intro}</div>}
          {children}
        </Card>
        {aside && <div className={styles.aside}>{aside}</div>}
      </Container>
    </div>
  );
}

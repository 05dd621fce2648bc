import { Container } from '@coloc/shared/ui';
import type { ReactNode } from 'react';
import styles from './ArticleLayout.module.css';
import { useScrollToHash } from './useScrollToHash';

export interface ArticleSection {
  /** Anchor of the section, stable: other pages and e-mails link to it. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface ArticleLayoutProps {
  title: string;
  lead?: ReactNode;
  /** "21 novembre 2026": shown as the date of the last update. */
  updated?: string;
  sections: readonly ArticleSection[];
  /** After the sections (a call to action, a contact line). */
  footer?: ReactNode;
}

/** Long reading pages (charter, terms, privacy, legal notice): a title, a table of contents, sections. */
export function ArticleLayout({ title, lead, updated, sections, footer }: ArticleLayoutProps) {
  useScrollToHash();
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <header className={styles.header}>
        <Container>
          <h1 id="article-title" className={styles.title}>
            {title}
          </h1>
          {lead && <div className={styles.lead}>{lead}</div>}
          {updated && <p className={styles.updated}>Dernière mise à jour : {updated}</p>}
        </Container>
      </header>
      <Container className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="article-toc">
          <p id="article-toc" className={styles.tocTitle}>
            Sommaire
          </p>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.title}
              </h2>
              {section.content}
            </section>
          ))}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </Container>
    </article>
  );
}

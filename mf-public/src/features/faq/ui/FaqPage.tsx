import { Container, buttonClassName } from '@coloc/shared/ui';
import { Link } from 'react-router-dom';
import { useScrollToHash } from '../../../entities/page/ui/useScrollToHash';
import styles from './FaqPage.module.css';
import { FAQ_GROUPS } from './faqEntries';

export default function FaqPage() {
  useScrollToHash();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Container>
          <h1>Questions fréquentes</h1>
          <p className={styles.lead}>
            Colocation par affinités, logement contre services, annonces, sécurité : les réponses aux questions que l'on nous pose
            le plus souvent.
          </p>
          <nav aria-label="Thèmes de la FAQ">
            <ul className={styles.topics}>
              {FAQ_GROUPS.map((group) => (
                <li key={group.id}>
                  <a className={styles.topic} href={`#${group.id}`}>
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </header>
      <Container className={styles.body}>
        {FAQ_GROUPS.map((group) => (
          <section key={group.id} id={group.id} className={styles.group} aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`} className={styles.groupTitle}>
              {group.title}
            </h2>
            {group.entries.map((entry) => (
              <details key={entry.id} id={entry.id} className={styles.entry}>
                <summary className={styles.question}>{entry.question}</summary>
                <div className={styles.answer}>{entry.answer}</div>
              </details>
            ))}
          </section>
        ))}
        <aside className={styles.more} aria-labelledby="faq-more">
          <h2 id="faq-more" className={styles.moreTitle}>
            Vous n'avez pas trouvé votre réponse ?
          </h2>
          <p>Notre équipe vous répond du lundi au vendredi, en général sous deux jours ouvrés.</p>
          <Link className={buttonClassName()} to="/contact">
            Nous écrire
          </Link>
        </aside>
      </Container>
    </div>
  );
}

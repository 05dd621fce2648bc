import { Container } from '@coloc/shared/ui';
import { Link } from 'react-router-dom';
import { FAQ_ANCHORS, faqLink } from '../../../entities/faq/model/anchors';
import { Icon, type IconName } from '../../../entities/page/ui/Icon';
import styles from './HomeSections.module.css';

const WAYS: ReadonlyArray<{ icon: IconName; title: string; text: string; link: string; linkText: string; tone: string }> = [
  {
    icon: 'heart',
    title: 'La colocation par affinités',
    text: "Partagez un appartement avec des personnes qui ont le même rythme et la même idée de la vie commune : moins de frictions, plus de moments partagés.",
    link: faqLink(FAQ_ANCHORS.affinities),
    linkText: 'Comprendre le matching par affinités',
    tone: 'toneTerracotta',
  },
  {
    icon: 'generations',
    title: 'La colocation intergénérationnelle',
    text: "Un senior qui dispose d'une chambre libre accueille un étudiant ou un jeune actif : une présence rassurante d'un côté, un loyer doux de l'autre.",
    link: faqLink(FAQ_ANCHORS.intergenerational),
    linkText: 'Tout savoir sur la colocation intergénérationnelle',
    tone: 'toneTeal',
  },
  {
    icon: 'family',
    title: 'La colocation entre parents solos',
    text: "Deux parents en garde alternée partagent un logement plus grand, l'entraide au quotidien et des chambres pour les enfants, une semaine sur deux.",
    link: faqLink(FAQ_ANCHORS.soloParents),
    linkText: 'Découvrir la colocation entre parents solos',
    tone: 'toneSaffron',
  },
  {
    icon: 'handshake',
    title: 'Le logement contre services',
    text: "Une chambre à loyer réduit ou gratuit, en échange d'une aide convenue ensemble : présence le soir, courses, jardinage, aide aux devoirs…",
    link: '/logement-contre-services',
    linkText: 'Découvrir le logement contre services',
    tone: 'toneGreen',
  },
];

export function WaysToLiveTogether() {
  return (
    <section className={`${styles.section} ${styles.muted}`} aria-labelledby="ways-title">
      <Container>
        <header className={styles.header}>
          <h2 id="ways-title">Plusieurs façons de vivre ensemble</h2>
          <p className={styles.intro}>Vous choisissez la formule qui correspond à votre moment de vie ; le matching fait le reste.</p>
        </header>
        <ul className={styles.ways}>
          {WAYS.map((way) => (
            <li key={way.title} className={`${styles.way} ${styles[way.tone] ?? ''}`}>
              <span className={styles.wayIcon}>
                <Icon name={way.icon} size={30} />
              </span>
              <h3 className={styles.cardTitle}>{way.title}</h3>
              <p className={styles.cardText}>{way.text}</p>
              <Link className={styles.more} to={way.link}>
                {way.linkText}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

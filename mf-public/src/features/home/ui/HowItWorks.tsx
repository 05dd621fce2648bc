import { Container } from '@coloc/shared/ui';
import { Icon, type IconName } from '../../../entities/page/ui/Icon';
import styles from './HomeSections.module.css';

const STEPS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'heart',
    title: 'Créez votre profil par affinités',
    text: 'Rythme de vie, sorties, cuisine, ménage, caractère : vos réponses dessinent votre façon de vivre à la maison.',
  },
  {
    icon: 'score',
    title: 'Découvrez qui vous correspond',
    text: 'Chaque logement et chaque colocataire affiche un score de compatibilité avec vous : vous savez où le courant a le plus de chances de passer.',
  },
  {
    icon: 'chat',
    title: 'Échangez et visitez',
    text: 'Contactez occupants et propriétaires depuis la messagerie, puis retrouvez vos visites dans votre agenda.',
  },
  {
    icon: 'shield',
    title: 'Présentez un dossier solide',
    text: 'Constituez votre dossier locataire, ajoutez une garantie de loyer et retrouvez ensuite vos quittances en ligne.',
  },
];

export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <Container>
        <header className={styles.header}>
          <h2 id="how-title">Comment ça marche</h2>
          <p className={styles.intro}>Quatre étapes pour passer de la recherche à la remise des clés, à votre rythme.</p>
        </header>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepIcon}>
                <Icon name={step.icon} size={28} />
              </span>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

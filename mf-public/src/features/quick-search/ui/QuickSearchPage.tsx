import { $user } from '@coloc/shared';
import { Card, Container } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { BenefitList, type Benefit } from '../../page/ui/BenefitList';
import { QuickSearchForm } from './QuickSearchForm';
import styles from './QuickSearchPage.module.css';

const NEXT_FOR_VISITORS: readonly Benefit[] = [
  { icon: 'users', title: 'Créez votre compte gratuit', text: "Votre recherche est conservée pendant l'inscription." },
  { icon: 'heart', title: 'Parlez-nous de votre mode de vie', text: 'Quelques questions sur votre rythme, vos habitudes et votre caractère.' },
  { icon: 'score', title: 'Découvrez les logements compatibles', text: 'Chaque annonce affiche votre score de compatibilité avec le logement et ses occupants.' },
];

const NEXT_FOR_MEMBERS: readonly Benefit[] = [
  { icon: 'score', title: 'Les logements compatibles', text: 'Triés par prix, avec votre score de compatibilité pour chacun.' },
  { icon: 'chat', title: 'Contactez en un clic', text: 'Échangez avec les occupants et le propriétaire depuis votre messagerie.' },
  { icon: 'calendar', title: 'Organisez vos visites', text: 'Vos rendez-vous sont rassemblés dans votre agenda.' },
];

export default function QuickSearchPage() {
  const user = useUnit($user);
  return (
    <section className={styles.page} aria-labelledby="quicksearch-title">
      <Container>
        <div className={styles.intro}>
          <h1 id="quicksearch-title">Trouvez votre colocation</h1>
          <p className={styles.lead}>
            Indiquez la ville qui vous intéresse et le loyer maximum que vous souhaitez consacrer à votre chambre : nous vous
            présentons les colocations où vous vous sentirez bien.
          </p>
        </div>
        <Card padding="lg" className={styles.card}>
          <QuickSearchForm />
        </Card>
        <div className={styles.next}>
          <h2 className={styles.nextTitle}>Et ensuite ?</h2>
          <BenefitList className={styles.steps} items={user ? NEXT_FOR_MEMBERS : NEXT_FOR_VISITORS} />
        </div>
      </Container>
    </section>
  );
}

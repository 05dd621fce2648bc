import { Card, Container } from '@coloc/shared/ui';
import { QuickSearchForm } from '../../../entities/browse/ui/QuickSearchForm';
import styles from './HomeHero.module.css';
import { HomeIllustration } from './HomeIllustration';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <Container className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Colocation par affinités</p>
          <h1 id="home-title" className={styles.title}>
            Trouvez une colocation avec des personnes qui partagent votre mode de vie
          </h1>
          <p className={styles.lead}>
            Lève-tôt ou noctambule, cuisinier ou amateur de calme : Toit Partagé rapproche colocataires et logements selon vos
            rythmes, vos habitudes et vos valeurs. Entre étudiants ou actifs, entre générations, entre parents solos, ou en échange
            de quelques services.
          </p>
        </div>
        <HomeIllustration className={styles.illustration} />
        <Card padding="lg" className={styles.search}>
          <h2 className={styles.searchTitle}>Où cherchez-vous ?</h2>
          <QuickSearchForm />
        </Card>
      </Container>
    </section>
  );
}

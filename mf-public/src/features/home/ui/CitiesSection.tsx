import { Container } from '@coloc/shared/ui';
import { TOP_CITIES_LIMIT } from '../../../entities/browse/model/topCities';
import { useTopCities } from '../../../entities/browse/model/useBrowse';
import { CityLinks } from '../../../entities/browse/ui/CityLinks';
import styles from './HomeSections.module.css';

/** « Colocations par ville »: the cities with the most adverts, in the server's HTML (loadHomePage). */
export function CitiesSection() {
  const cities = useTopCities(TOP_CITIES_LIMIT);
  if (cities.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="cities-title">
      <Container>
        <header className={styles.header}>
          <h2 id="cities-title">Colocations par ville</h2>
          <p className={styles.intro}>Les villes où les colocataires et les propriétaires sont les plus nombreux sur Toit Partagé.</p>
        </header>
        <CityLinks cities={cities} />
      </Container>
    </section>
  );
}

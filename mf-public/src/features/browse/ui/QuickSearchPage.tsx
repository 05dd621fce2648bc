// `/quicksearch?ville=lyon&rayon=10&budget=600&chambres=2&tri=price-asc&page=2`: the search form and,
// with a city, the adverts around it, rendered on the server (loadQuickSearchPage). Without a city:
// the busiest cities to start from and what an account adds.
import { $user, cityFromSlug, type City, type CitySummary } from '@coloc/shared';
import { Card, Container } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { quickSearchFromQuery } from '../../../entities/browse/model/browseQuery';
import { quickSearchMeta } from '../../../entities/browse/model/head';
import { useListingMeta } from '../../../entities/browse/model/meta';
import { TOP_CITIES_LIMIT } from '../../../entities/browse/model/topCities';
import { useCityPage, useListing, useTopCities } from '../../../entities/browse/model/useBrowse';
import { AffinityCallToAction, cityGeoname } from '../../../entities/browse/ui/AffinityCallToAction';
import browse from '../../../entities/browse/ui/Browse.module.css';
import { BrowseListing } from '../../../entities/browse/ui/BrowseListing';
import { CityLinks } from '../../../entities/browse/ui/CityLinks';
import { BenefitList, type Benefit } from '../../../entities/page/ui/BenefitList';
import { QuickSearchForm } from '../../../entities/browse/ui/QuickSearchForm';
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

const NO_SEARCH_META = null;

function formCity(city: CitySummary): City {
  return { ...cityGeoname(city), id: city.id, slug: city.slug };
}

export default function QuickSearchPage() {
  const user = useUnit($user);
  const { search } = useLocation();
  const { city, ...filters } = useMemo(() => quickSearchFromQuery(new URLSearchParams(search)), [search]);
  const { loaded, retry } = useListing(city, filters, city !== null);
  const result = loaded.state === 'ready' ? loaded.value : null;
  const found = result?.city ?? null;
  // Nothing around the city: its neighbours are suggested.
  const neighbours = useCityPage(result && result.total === 0 && found ? found.slug : null);
  const nearby = neighbours.loaded.state === 'ready' ? neighbours.loaded.value.data.nearby : [];
  const topCities = useTopCities(TOP_CITIES_LIMIT, city === null);

  useListingMeta(result ? quickSearchMeta(result, filters) : NO_SEARCH_META);

  const name = found?.name ?? (city ? cityFromSlug(`colocation-${city}`) : null);
  return (
    <section className={styles.page} aria-labelledby="quicksearch-title">
      <Container>
        <div className={city ? `${styles.intro} ${styles.introCompact}` : styles.intro}>
          <h1 id="quicksearch-title">{name && loaded.state !== 'missing' ? `Colocations à ${name} et alentours` : 'Trouvez votre colocation'}</h1>
          {!city && (
            <p className={styles.lead}>
              Indiquez la ville qui vous intéresse et le loyer maximum que vous souhaitez consacrer à votre chambre : nous vous
              présentons les colocations où vous vous sentirez bien.
            </p>
          )}
        </div>
        <Card padding="lg" className={styles.card}>
          <QuickSearchForm key={`${city ?? ''}:${found?.id ?? ''}`} detailed city={found ? formCity(found) : null} filters={filters} />
        </Card>

        {loaded.state === 'missing' && city && (
          <div className={`${browse.empty} ${styles.results}`} role="status">
            <p className={browse.emptyTitle}>Nous ne trouvons pas de ville nommée « {city} ».</p>
            <p>Vérifiez son orthographe, ou commencez à la taper dans le champ « Ville » et choisissez-la dans la liste.</p>
          </div>
        )}

        {city && loaded.state !== 'missing' && (
          <div className={styles.results}>
            {found && <AffinityCallToAction city={found} filters={filters} />}
            <BrowseListing
              loaded={loaded}
              retry={retry}
              filters={filters}
              basePath="/quicksearch"
              city={found?.slug ?? city}
              placeName={name ?? ''}
              nearby={nearby}
            />
          </div>
        )}

        {!city && topCities.length > 0 && (
          <section className={styles.next} aria-labelledby="cities-title">
            <h2 id="cities-title" className={styles.nextTitle}>
              Colocations par ville
            </h2>
            <CityLinks cities={topCities} />
          </section>
        )}

        {!city && (
          <div className={styles.next}>
            <h2 className={styles.nextTitle}>Et ensuite ?</h2>
            <BenefitList className={styles.steps} items={user ? NEXT_FOR_MEMBERS : NEXT_FOR_VISITORS} />
          </div>
        )}
      </Container>
    </section>
  );
}

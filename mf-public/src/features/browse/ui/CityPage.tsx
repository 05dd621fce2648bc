// `/colocation-{city}`: the adverts around a city, what the city offers (figures from the data), the
// cities around, and an invitation to see one's affinity. Rendered on the server (loadCityPage).
import { cityFromSlug } from '@coloc/shared';
import { Alert, Button, Container, NotFoundPage, SkeletonText } from '@coloc/shared/ui';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { cityPagePath, filtersFromQuery, slugFromParam } from '../../../entities/browse/model/browseQuery';
import { cityMeta } from '../../../entities/browse/model/head';
import { useListingMeta } from '../../../entities/browse/model/meta';
import { cityHeading, cityIntro } from '../../../entities/browse/model/texts';
import { useCityPage, useListing } from '../../../entities/browse/model/useBrowse';
import { AffinityCallToAction } from '../../../entities/browse/ui/AffinityCallToAction';
import styles from '../../../entities/browse/ui/Browse.module.css';
import { BrowseListing } from '../../../entities/browse/ui/BrowseListing';
import { CityLinks } from '../../../entities/browse/ui/CityLinks';
import { FiltersForm } from '../../../entities/browse/ui/FiltersForm';

export default function CityPage() {
  const { city_slug: param } = useParams();
  const slug = slugFromParam(param);
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromQuery(new URLSearchParams(search)), [search]);
  const city = useCityPage(slug);
  const listing = useListing(slug, filters, city.loaded.state !== 'missing');
  const ready = city.loaded.state === 'ready' ? city.loaded.value : null;
  const canonicalSlug = ready?.data.city.slug;

  // A link with an old spelling, followed in the browser: the server would have answered 301.
  useEffect(() => {
    if (canonicalSlug && canonicalSlug !== slug) navigate(`${cityPagePath(canonicalSlug)}${search}`, { replace: true });
  }, [canonicalSlug, slug, search, navigate]);

  const listed = listing.loaded.state === 'ready' ? listing.loaded.value : null;
  useListingMeta(ready ? cityMeta(ready, listed, filters) : null);

  if (city.loaded.state === 'missing') return <NotFoundPage />;

  const basePath = cityPagePath(slug);
  const name = ready?.data.city.name ?? cityFromSlug(param);
  return (
    <section className={styles.page} aria-labelledby="city-title">
      <Container>
        <header className={styles.pageHeader}>
          <p className={styles.kicker}>{ready?.data.city.department ? `Colocation · ${ready.data.city.department}` : 'Colocation'}</p>
          <h1 id="city-title" className={styles.title}>
            {ready ? cityHeading(name, ready.data.rooms_available) : `Colocation à ${name}`}
          </h1>
          {ready ? (
            cityIntro(ready.data).map((paragraph) => (
              <p key={paragraph} className={styles.lead}>
                {paragraph}
              </p>
            ))
          ) : city.loaded.state === 'failed' ? (
            <Alert tone="error">
              {city.loaded.message}{' '}
              <Button variant="secondary" size="sm" onClick={city.retry}>
                Réessayer
              </Button>
            </Alert>
          ) : (
            <SkeletonText lines={2} />
          )}
        </header>

        <FiltersForm key={search} filters={filters} basePath={basePath} label={`Affiner les colocations à ${name}`} />
        {ready && <AffinityCallToAction city={ready.data.city} filters={filters} />}
        <BrowseListing
          loaded={listing.loaded}
          retry={listing.retry}
          filters={filters}
          basePath={basePath}
          city={null}
          placeName={name}
          // The cities around have their own section below.
        />

        {ready && ready.data.nearby.length > 0 && (
          <section className={styles.nearby} aria-labelledby="nearby-title">
            <h2 id="nearby-title" className={styles.sectionTitle}>
              Colocations près de {name}
            </h2>
            <CityLinks cities={ready.data.nearby} />
          </section>
        )}
      </Container>
    </section>
  );
}

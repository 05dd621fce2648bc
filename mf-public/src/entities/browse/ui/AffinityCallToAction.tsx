// What a list offers beside the adverts: a visitor is invited to create a profile (the search travels
// in the URL through sign-up and the questionnaire), a signed-in seeker goes to their matching.
// Professionals have no home search. During hydration $user is null: the visitor's version first.
import { $user, DEFAULT_BUDGET_PER_ROOM, DEFAULT_COUNTRY_ID, isPro, type CitySummary } from '@coloc/shared';
import { buttonClassName } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { buildSearchDraft, quickSearchDestination } from '../model/quickSearch';
import type { BrowseFilters } from '../model/browseQuery';
import styles from './Browse.module.css';

/** The city of a list as the search draft names it. */
export function cityGeoname(city: CitySummary) {
  return {
    id: city.id,
    name: city.name,
    country_id: DEFAULT_COUNTRY_ID,
    admin1_code: null,
    admin1_name: null,
    admin2_code: city.admin2_code,
    admin2_name: city.department,
    lat: city.lat,
    lng: city.lng,
  };
}

export function AffinityCallToAction({ city, filters }: { city: CitySummary; filters: BrowseFilters }) {
  const user = useUnit($user);
  if (user && isPro(user)) return null;
  const draft = buildSearchDraft(cityGeoname(city), filters.budget ?? DEFAULT_BUDGET_PER_ROOM.max, { radius: filters.radius, bedrooms: filters.bedrooms });
  const to = quickSearchDestination(user, draft);
  return (
    <section className={styles.affinity} aria-label="Votre affinité">
      <svg className={styles.affinityIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {user ? (
        <>
          <p className={styles.affinityText}>Retrouvez ces colocations triées selon votre affinité avec chaque logement et ses occupants.</p>
          <Link className={buttonClassName({ variant: 'primary' }, styles.affinityButton)} to={to}>
            Voir mon affinité
          </Link>
        </>
      ) : (
        <>
          <p className={styles.affinityText}>
            <strong>Créez votre profil pour voir votre affinité avec chaque colocation</strong>
            <span className={styles.affinityNote}>Gratuit, en quelques minutes : votre recherche est conservée.</span>
          </p>
          <Link className={buttonClassName({ variant: 'primary' }, styles.affinityButton)} to={to}>
            Créer mon profil
          </Link>
        </>
      )}
    </section>
  );
}

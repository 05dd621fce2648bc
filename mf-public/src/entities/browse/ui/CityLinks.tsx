import type { CityLink } from '@coloc/shared';
import { Link } from 'react-router-dom';
import { cityPagePath } from '../model/browseQuery';
import { plural } from '../model/texts';
import styles from './Browse.module.css';

/** Links to city pages with their number of adverts (home page, nearby cities, empty results). */
export function CityLinks({ cities, label }: { cities: readonly CityLink[]; label?: string }) {
  if (cities.length === 0) return null;
  return (
    <ul className={styles.cityLinks} aria-label={label}>
      {cities.map((city) => (
        <li key={city.slug}>
          <Link className={styles.cityLink} to={cityPagePath(city.slug)}>
            <span className={styles.cityName}>Colocation {city.name}</span>
            <span className={styles.cityCount}>{plural(city.advert_count, 'annonce', 'annonces')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import type { Geoname } from '@coloc/shared';

/** "Lyon (Rhône)": the département tells apart the many French towns that share a name. */
export function cityLabel(city: Pick<Geoname, 'name' | 'admin1_name' | 'admin2_name'>): string {
  const area = city.admin2_name || city.admin1_name;
  return area && area !== city.name ? `${city.name} (${area})` : city.name;
}

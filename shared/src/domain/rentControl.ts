/**
 * Rent control (« encadrement des loyers », loi ÉLAN art. 140, prolongé par la loi 3DS): the communes
 * where a new lease must respect a capped reference rent. One list for every screen that needs it.
 *
 * Source: service-public.fr, « Encadrement des loyers : quel est le montant maximum du loyer ? »
 * (https://www.service-public.fr/particuliers/vosdroits/F1314), which lists each area and links to
 * its prefectoral decree and its official simulator. Areas and dates:
 * - Paris (1 July 2019);
 * - Lille, Hellemmes and Lomme (1 March 2020);
 * - Plaine Commune, its 9 communes (1 June 2021);
 * - Lyon and Villeurbanne (1 November 2021);
 * - Est Ensemble, its 9 communes (1 December 2021);
 * - Montpellier (1 July 2022);
 * - Bordeaux (15 July 2022);
 * - Pays basque, 24 communes (25 November 2024): only its main communes are listed below;
 * - Grenoble-Alpes Métropole, 21 communes (1 January 2025): only its main communes are listed below.
 * The last two areas have more communes than listed here: add them from their decrees when known
 * (an owner there is simply not told, nothing is refused).
 *
 * The link: every area's page on service-public.fr, the State's official site, rather than each
 * local simulator (DRIHL for Île-de-France, the métropoles' own sites), whose addresses change
 * more often; F1314 itself links to each simulator.
 */

export const RENT_CONTROL_SOURCE_URL = 'https://www.service-public.fr/particuliers/vosdroits/F1314';

export interface RentControlArea {
  /** As the interface names it: « Paris », « Plaine Commune »… */
  name: string;
  /** The official page with the simulator of the capped rent. */
  simulatorUrl: string;
  /** Communes, matched on their name within their département (postal code prefix). */
  communes: readonly { name: string; departement: string }[];
}

const communes = (departement: string, names: readonly string[]) => names.map((name) => ({ name, departement }));

export const RENT_CONTROLLED_AREAS: readonly RentControlArea[] = [
  { name: 'Paris', simulatorUrl: RENT_CONTROL_SOURCE_URL, communes: communes('75', ['Paris']) },
  { name: 'Lille', simulatorUrl: RENT_CONTROL_SOURCE_URL, communes: communes('59', ['Lille', 'Hellemmes', 'Hellemmes-Lille', 'Lomme']) },
  {
    name: 'Plaine Commune',
    simulatorUrl: RENT_CONTROL_SOURCE_URL,
    communes: communes('93', [
      'Aubervilliers',
      'Épinay-sur-Seine',
      "L'Île-Saint-Denis",
      'La Courneuve',
      'Pierrefitte-sur-Seine',
      'Saint-Denis',
      'Saint-Ouen-sur-Seine',
      'Saint-Ouen',
      'Stains',
      'Villetaneuse',
    ]),
  },
  { name: 'Lyon', simulatorUrl: RENT_CONTROL_SOURCE_URL, communes: communes('69', ['Lyon']) },
  { name: 'Villeurbanne', simulatorUrl: RENT_CONTROL_SOURCE_URL, communes: communes('69', ['Villeurbanne']) },
  {
    name: 'Est Ensemble',
    simulatorUrl: RENT_CONTROL_SOURCE_URL,
    communes: communes('93', ['Bagnolet', 'Bobigny', 'Bondy', 'Le Pré-Saint-Gervais', 'Les Lilas', 'Montreuil', 'Noisy-le-Sec', 'Pantin', 'Romainville']),
  },
  { name: 'Montpellier', simulatorUrl: RENT_CONTROL_SOURCE_URL, communes: communes('34', ['Montpellier']) },
  { name: 'Bordeaux', simulatorUrl: RENT_CONTROL_SOURCE_URL, communes: communes('33', ['Bordeaux']) },
  { name: 'Pays basque', simulatorUrl: RENT_CONTROL_SOURCE_URL, communes: communes('64', ['Bayonne', 'Anglet', 'Biarritz', 'Saint-Jean-de-Luz', 'Hendaye']) },
  {
    name: 'Grenoble-Alpes Métropole',
    simulatorUrl: RENT_CONTROL_SOURCE_URL,
    communes: communes('38', ['Grenoble', 'Échirolles', "Saint-Martin-d'Hères", 'Fontaine']),
  },
];

/** Lowercase, without accents, apostrophes and dashes folded to spaces: « Saint-Martin-d'Hères » = « saint martin d heres ». */
function folded(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Arrondissements are named « Paris 11e Arrondissement », « Lyon 3e »…: the commune is the first word(s). */
function withoutArrondissement(name: string): string {
  return name.replace(/ \d+(er|e|eme)?( arrondissement)?$/, '');
}

/**
 * The rent-controlled area of a home's address, or null. Matched on the commune's name and the
 * département of the postal code, so a « Saint-Denis » of La Réunion (974) is not taken for the one
 * of Plaine Commune (93).
 */
export function rentControlAreaOf(address: { city?: string | null; postal_code?: string | null }): RentControlArea | null {
  const city = address.city ? withoutArrondissement(folded(address.city)) : '';
  const postal = address.postal_code?.replace(/\s+/g, '') ?? '';
  if (!city || !/^\d{5}$/.test(postal)) return null;
  const departement = postal.slice(0, 2);
  return (
    RENT_CONTROLLED_AREAS.find((area) => area.communes.some((commune) => commune.departement === departement && folded(commune.name) === city)) ?? null
  );
}

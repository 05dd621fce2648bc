/**
 * The paid offers an advert can take (GET /api/offers), shared with the payments area. Ids are
 * stored in homes.offer and subscriptions.offer: never rename one; add new offers with new ids.
 */
export interface Offer {
  id: string;
  name: string;
  description: string;
  /** Price including VAT (TTC), in euro cents. */
  price_cents: number;
  /** How long the advert stays online and promoted, in months; 0 for the mandate (until the lease is signed). */
  duration_months: number;
  features: string[];
  recommended: boolean;
}

export const MANDATE_OFFER_ID = 'mandate';

export const OFFERS: readonly Offer[] = [
  {
    id: 'essentiel',
    name: 'Essentiel',
    description: 'Votre annonce en ligne pendant un mois, pour trouver vous-même vos colocataires ou locataires.',
    price_cents: 2900,
    duration_months: 1,
    features: [
      'Annonce publiée pendant 1 mois',
      "Jusqu'à 20 photos et une description complète",
      'Messagerie illimitée avec les candidats',
      'Profils compatibles suggérés selon votre questionnaire',
    ],
    recommended: false,
  },
  {
    id: 'confort',
    name: 'Confort',
    description: 'Trois mois de visibilité renforcée : votre annonce passe en tête des résultats de votre ville.',
    price_cents: 5900,
    duration_months: 3,
    features: [
      'Annonce publiée pendant 3 mois',
      'Mise en avant en tête des résultats de recherche',
      'Alerte envoyée aux profils les plus compatibles',
      'Messagerie illimitée avec les candidats',
      "Modification de l'annonce à tout moment",
    ],
    recommended: true,
  },
  {
    id: MANDATE_OFFER_ID,
    name: 'Mandat de gestion',
    description:
      "Confiez la location à une agence partenaire : elle s'occupe des visites, du choix des locataires et du bail. Aucun frais à la mise en ligne : les honoraires, encadrés par la loi, sont dus à la signature du bail.",
    price_cents: 0,
    duration_months: 0,
    features: [
      "Annonce publiée jusqu'à la signature du bail",
      "L'agence organise et mène les visites",
      'Sélection des candidats et vérification des dossiers',
      'Rédaction et signature du bail, état des lieux',
      'Encaissement des loyers et suivi de la location',
    ],
    recommended: false,
  },
];

export function findOffer(id: string): Offer | null {
  return OFFERS.find((offer) => offer.id === id) ?? null;
}

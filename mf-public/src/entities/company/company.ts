// The publisher's identifiers, in one place: the legal notice, the terms, the privacy policy and
// the contact page read them from here. The values are fictitious until the company is registered;
// replace them here and every page follows.
export const COMPANY = {
  brand: 'Toit Partagé',
  legalName: 'Toit Partagé SAS',
  legalForm: 'société par actions simplifiée',
  capital: '10 000 €',
  street: '24 rue de la Charité',
  postalCode: '69002',
  city: 'Lyon',
  country: 'France',
  registry: 'RCS Lyon 912 345 678',
  siret: '912 345 678 00017',
  vatNumber: 'FR 42 912345678',
  phone: '04 78 00 12 34',
  /** Shown as text, never dialled from the page: the number is fictitious. */
  phoneHours: 'du lundi au vendredi, de 9 h 30 à 17 h 30',
  email: 'bonjour@toitpartage.fr',
  privacyEmail: 'donnees-personnelles@toitpartage.fr',
  moderationEmail: 'moderation@toitpartage.fr',
  publicationDirector: 'Camille Roussel',
  publicationDirectorRole: 'présidente de Toit Partagé SAS',
  dpo: 'Julien Marchand',
  host: {
    name: 'Hébergement Rhône Numérique SAS',
    street: '8 quai Perrache',
    postalCode: '69002',
    city: 'Lyon',
    country: 'France',
    phone: '04 72 00 45 67',
    /** Where the servers are, stated in the privacy policy too. */
    dataLocation: 'France (centres de données de Lyon et de Marseille)',
  },
  mediator: {
    name: 'Association Médiation Conso Rhône',
    address: '15 rue Servient, 69003 Lyon',
  },
  website: 'www.toitpartage.fr',
} as const;

export const COMPANY_ADDRESS = `${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}`;

/** Date of the last review of the legal pages, shown on each of them. */
export const LEGAL_UPDATED = '2 novembre 2026';

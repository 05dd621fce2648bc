// Anchors of FAQ answers that other pages link to (/faq#…). Kept apart from the FAQ text so the
// home page can link to them without loading the whole FAQ.
export const FAQ_ANCHORS = {
  affinities: 'colocation-par-affinites',
  score: 'score-de-compatibilite',
  intergenerational: 'colocation-intergenerationnelle',
  soloParents: 'parents-solos',
  housingForServices: 'logement-contre-services',
  moderation: 'moderation-des-annonces',
  accountSecurity: 'securite-du-compte',
  messaging: 'messagerie',
  reporting: 'signaler',
  guarantee: 'dossier-et-garantie',
  publish: 'publier-une-annonce',
  free: 'inscription-gratuite',
  password: 'mot-de-passe-oublie',
} as const;

export type FaqAnchor = (typeof FAQ_ANCHORS)[keyof typeof FAQ_ANCHORS];

export const faqLink = (anchor: FaqAnchor) => `/faq#${anchor}`;

// What the page `/parrainage/{code}` says, and what its link preview says (the same words).
import { SITE_NAME } from '@coloc/shared';

export const REFERRAL_TEXTS = {
  invitedBy: (name: string) => `${name} vous invite sur ${SITE_NAME}`,
  lead: 'Toit Partagé réunit colocataires, propriétaires et professionnels du logement par affinités : trouvez un toit et des colocataires qui vous ressemblent.',
  offerTitle: 'Votre avantage',
  offer:
    "Créez votre compte avec ce lien de parrainage. Lorsque vous réglez votre première offre, vous et la personne qui vous invite recevez chacun un mois d'abonnement offert.",
  steps: ['Créez votre compte gratuitement, le code est retenu.', 'Complétez votre profil ou publiez votre annonce.', 'Au premier paiement, un mois offert pour chacun.'],
  codeLabel: 'Code de parrainage',
  signup: 'Créer mon compte',
  signin: "J'ai déjà un compte",
  loadingTitle: 'Invitation à Toit Partagé',
  loading: "Chargement de l'invitation…",
  missingTitle: "Ce lien de parrainage n'est pas valable",
  missing: (code: string) =>
    `Le code « ${code} » ne correspond à aucun parrainage : il a peut-être été mal recopié. Vous pouvez tout de même créer votre compte gratuitement.`,
  failed: "L'invitation n'a pas pu être chargée. Vous pouvez tout de même créer votre compte.",
  retry: 'Réessayer',
  previewDescription: (name: string) =>
    `${name} vous invite à rejoindre ${SITE_NAME}, la colocation par affinités : un mois d'abonnement offert pour chacun de vous à votre première offre.`,
} as const;

// Texts of the support pages: the user's own thread with the team, and the team's list.
export const supportTexts = {
  title: 'Service client',
  intro: "Une question sur votre compte, une annonce ou un paiement ? Écrivez-nous ici : l'équipe vous répond dans cette conversation.",
  loading: 'Ouverture de votre conversation avec le service client…',
  failed: "Votre conversation avec le service client n'a pas pu être ouverte.",
  retry: 'Réessayer',
  teamHint: "Une personne de l'équipe vous répond",
  staffTitle: 'Service client – conversations',
  staffIntro: 'Les demandes des utilisateurs, la plus récente en premier. Vos réponses apparaissent au nom du service client.',
  staffEmpty: 'Aucune demande pour le moment.',
  staffEmptyHint: 'Les utilisateurs écrivent au service client depuis leur espace : leurs demandes apparaîtront ici.',
  checking: 'Chargement du service client…',
  staffNotice: 'Vous faites partie du service client',
  staffLink: 'Voir les demandes des utilisateurs',
} as const;

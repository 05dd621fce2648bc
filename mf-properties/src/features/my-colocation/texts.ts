// Texts of the seeker's shared home (`ma-co-location`): the home, the tenancy, the flatmates, the
// documents the landlord shares and the leases.
export const myColocationTexts = {
  title: 'Ma co-location',
  intro: 'Votre logement, vos colocataires et les documents partagés par votre propriétaire.',
  loading: 'Chargement de votre co-location…',
  loadFailed: "Votre co-location n'a pas pu être chargée.",
  retry: 'Réessayer',
  none: {
    title: "Vous n'avez pas encore de co-location",
    text: "Quand un propriétaire vous ajoutera comme locataire de son logement, vous retrouverez ici vos colocataires, vos documents et votre bail. En attendant, trouvez les logements et les colocataires qui vous ressemblent.",
    action: 'Mon matching',
  },
  home: {
    title: 'Mon logement',
    untitled: 'Mon logement',
    advert: "Voir l'annonce",
  },
  tenancy: {
    title: 'Ma location',
    room: 'Chambre',
    wholeHome: 'Logement entier',
    yourRoom: 'Votre chambre',
    since: 'Depuis le',
    rent: 'Loyer + charges',
    rentAndCharges: '{{rent}} + {{charges}} de charges',
    deposit: 'Dépôt de garantie',
    landlord: 'Propriétaire',
  },
  space: {
    title: 'Mon espace locataire',
    receipts: 'Mes quittances',
    documents: 'Mes documents',
    next: 'Ma prochaine colocation',
  },
  flatmates: {
    title: 'Mes colocataires',
    empty: "Vous êtes seul(e) dans le logement pour l'instant.",
    room: '{{room}}',
    since: 'depuis le {{date}}',
  },
  documents: {
    title: 'Documents partagés',
    empty: "Votre propriétaire n'a pas encore partagé de document.",
    download: 'Télécharger {{title}}',
    meta: '{{category}} · {{size}} · {{date}}',
  },
  leases: {
    title: 'Mes baux',
    empty: 'Aucun bail pour ce logement pour le moment.',
  },
} as const;

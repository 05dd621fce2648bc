// Texts of the favourites page.
export const favoritesTexts = {
  title: 'Mes favoris',
  intro: 'Les profils et les logements que vous avez mis de côté. Le cœur d’une carte la retire de vos favoris.',
  proIntro: 'Les candidats que vous avez retenus pour votre annonce. Le cœur d’une carte la retire de vos favoris.',
  profiles: 'Profils',
  homes: 'Logements',
  sectionCount: '{{title}} ({{count}})',
  empty: "Vous n'avez pas encore de favori.",
  emptyHint: 'Ajoutez un profil ou un logement à vos favoris avec son cœur : vous le retrouverez ici.',
  seeHomes: 'Voir les logements pour moi',
  seeProfiles: 'Voir les profils compatibles',
  failed: "Vos favoris n'ont pas pu être chargés.",
  hidden: 'Profils que vous ne voulez plus voir ({{count}})',
  hiddenHint: 'Ils ne vous sont plus proposés.',
} as const;

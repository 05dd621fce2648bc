// Texts of the home selection shared by the owner screens. Plain constants: this helper is not a
// screen of its own and the pages pass their own explanation of why a home is needed.
export const selectedHomeTexts = {
  loading: 'Chargement de votre logement…',
  noHomeTitle: "Vous n'avez pas encore de logement",
  addHome: 'Ajouter un logement',
  loadFailed: "Votre logement n'a pas pu être chargé.",
  retry: 'Réessayer',
} as const;

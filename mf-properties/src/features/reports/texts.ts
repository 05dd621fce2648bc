// Texts of the advert reports (`rapports`, 'Statistiques de mes annonces'): views, contacts, matches.
export const reportsTexts = {
  title: 'Statistiques de mes annonces',
  intro: 'Combien de personnes ont vu votre annonce, vous ont contacté et correspondent à votre logement, jour après jour.',
  noHome: 'Publiez une annonce pour suivre ses statistiques.',
  loading: 'Chargement des statistiques…',
  loadFailed: "Les statistiques n'ont pas pu être chargées.",
  retry: 'Réessayer',
  home: 'Annonce',
  homeFallback: 'Annonce n° {{id}}',
  incomplete: 'ANNONCE INCOMPLETE',
  period: {
    legend: 'Période',
    days: '{{days}} jours',
    year: '12 mois',
  },
  totals: {
    title: 'Sur les {{days}} derniers jours',
    views: 'Vues',
    contacts: 'Contacts',
    matches: 'Matchs',
  },
  series: {
    views: 'Vues par jour',
    contacts: 'Contacts par jour',
    matches: 'Nouveaux matchs par jour',
  },
  chart: {
    summary: '{{series}} sur {{days}} jours : {{total}} au total, au plus {{max}} en un jour.',
    summaryPeak: '{{series}} sur {{days}} jours : {{total}} au total, au plus {{max}} le {{day}}.',
    tableCaption: 'Données des graphiques, jour par jour',
    day: 'Jour',
  },
  empty: "Pas encore d'activité sur cette période.",
} as const;

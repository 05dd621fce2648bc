import { list } from './types';

/** Housing project: what the person looks for or offers, housing against services, eco-living. */

export const position = list([
  [1, 'Je cherche une chambre en colocation'],
  [2, 'Je propose une chambre dans mon logement'],
  [3, 'Je cherche des colocataires pour trouver un logement ensemble'],
  [4, 'Je cherche un logement contre services'],
  [5, 'Je propose un logement contre services'],
]);

export const service_list = list([
  [1, 'Présence le soir et la nuit'],
  [2, 'Compagnie et conversation'],
  [3, 'Courses'],
  [4, 'Préparation des repas'],
  [5, 'Aide au ménage'],
  [6, 'Petits travaux et bricolage'],
  [7, 'Jardinage'],
  [8, 'Aide informatique'],
  [9, "Garde d'enfants"],
  [10, 'Aide aux devoirs'],
  [11, 'Promenade et soin des animaux'],
  [12, 'Accompagnement aux rendez-vous'],
  [13, 'Aide aux démarches administratives'],
]);

export const ecoloc = list([
  [1, 'Tri des déchets'],
  [2, 'Compost'],
  [3, 'Achats en vrac'],
  [4, 'Produits locaux et de saison'],
  [5, "Économies d'énergie et d'eau"],
  [6, 'Mobilité douce'],
  [7, 'Zéro déchet'],
  [8, 'Seconde main et réemploi'],
  [9, 'Potager partagé'],
]);

/** Listing details (home steps): kind of dwelling. */
export const home_type = list([
  [1, 'Appartement'],
  [2, 'Maison'],
  [3, 'Studio'],
  [4, 'Loft'],
  [5, 'Autre'],
]);

/** Listing details (home steps): equipment of the home, several choices. */
export const amenities = list([
  [1, 'Wi-Fi'],
  [2, 'Lave-linge'],
  [3, 'Lave-vaisselle'],
  [4, 'Balcon ou terrasse'],
  [5, 'Jardin'],
  [6, 'Parking'],
  [7, 'Local vélo'],
  [8, 'Ascenseur'],
  [9, 'Cuisine équipée'],
  [10, 'Salon commun'],
  [11, 'Sèche-linge'],
  [12, 'Climatisation'],
  [13, 'Cave ou cellier'],
  [14, 'Télévision'],
  [15, 'Piscine'],
]);

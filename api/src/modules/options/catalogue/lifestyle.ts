import { list } from './types';

/** Household and lifestyle (registration steps lifestyle-1 to lifestyle-6). */

/** Matches the search values single, couple, family, group (ids 1 to 4 in that order). */
export const situation = list([
  [1, 'Seul(e)'],
  [2, 'En couple'],
  [3, 'En famille'],
  [4, 'En groupe'],
]);

export const gender = list([
  [1, 'Femme'],
  [2, 'Homme'],
  [3, 'Non-binaire'],
  [4, 'Je préfère ne pas le préciser'],
]);

export const children = list([
  [1, "Pas d'enfant"],
  [2, 'Enfant(s) à temps plein'],
  [3, 'Enfant(s) en garde alternée'],
  [4, 'Enfant(s) le week-end et pendant les vacances'],
  [5, 'Enfant(s) à venir'],
]);

/** Asked when the children answer is shared custody or weekends and holidays. */
export const custody_schedule = list([
  [1, 'Une semaine sur deux'],
  [2, 'Un week-end sur deux'],
  [3, 'Le mercredi et un week-end sur deux'],
  [4, 'La moitié des vacances scolaires'],
  [5, 'Un autre rythme'],
]);

export const pets = list([
  [1, "Pas d'animal"],
  [2, "J'ai un ou plusieurs animaux"],
  [3, "Pas d'animal, mais j'accepte ceux des autres"],
]);

export const pet_list = list([
  [1, 'Chien'],
  [2, 'Chat'],
  [3, 'Oiseau'],
  [4, 'Lapin'],
  [5, "Rongeur (hamster, cochon d'Inde…)"],
  [6, 'Poisson'],
  [7, 'Reptile'],
  [8, 'Autre animal'],
]);

export const smoking = list([
  [1, 'Non-fumeur'],
  [2, "Fumeur, uniquement à l'extérieur"],
  [3, 'Fumeur'],
  [4, 'Vapoteur'],
]);

export const dietaries = list([
  [1, 'Omnivore'],
  [2, 'Flexitarien'],
  [3, 'Pescétarien'],
  [4, 'Végétarien'],
  [5, 'Végétalien (vegan)'],
  [6, 'Halal'],
  [7, 'Casher'],
  [8, 'Sans porc'],
  [9, 'Sans gluten'],
  [10, 'Sans lactose'],
]);

export const religious = list([
  [1, 'Sans religion'],
  [2, 'Catholique'],
  [3, 'Protestant(e)'],
  [4, 'Orthodoxe'],
  [5, 'Musulman(e)'],
  [6, 'Juif / Juive'],
  [7, 'Bouddhiste'],
  [8, 'Hindou(e)'],
  [9, 'Autre spiritualité'],
  [10, 'Je préfère ne pas le préciser'],
]);

export const meals = list([
  [1, 'Chacun cuisine et mange de son côté'],
  [2, 'Un repas partagé de temps en temps'],
  [3, 'Des repas partagés plusieurs fois par semaine'],
  [4, 'Les repas en commun presque tous les jours'],
]);

export const pace_of_life = list([
  [1, 'Lève-tôt'],
  [2, 'Couche-tard'],
  [3, 'Horaires réguliers'],
  [4, 'Horaires décalés ou de nuit'],
  [5, 'Rythme variable'],
]);

export const outings_at_week = list([
  [1, 'Jamais ou presque'],
  [2, 'Une fois par semaine'],
  [3, 'Deux à trois fois par semaine'],
  [4, 'Plus de trois fois par semaine'],
]);

export const activities_we = list([
  [1, 'Repos à la maison'],
  [2, 'Sorties entre amis'],
  [3, 'Balades et randonnées'],
  [4, 'Activités sportives'],
  [5, 'Sorties culturelles'],
  [6, 'Escapades et voyages'],
  [7, 'Temps en famille'],
  [8, 'Shopping et marchés'],
  [9, 'Bénévolat'],
  [10, 'Travail ou études'],
]);

/** How much a lifestyle section matters when matching. */
export const importance = list([
  [1, 'Pas important'],
  [2, 'Un peu'],
  [3, 'Important'],
  [4, 'Essentiel'],
]);

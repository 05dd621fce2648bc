import { list } from './types';

/** Interests and personality traits (registration steps personality-1 to personality-5). */

export const sports = list([
  [1, 'Course à pied'],
  [2, 'Vélo'],
  [3, 'Natation'],
  [4, 'Randonnée'],
  [5, 'Football'],
  [6, 'Basket-ball'],
  [7, 'Rugby'],
  [8, 'Handball'],
  [9, 'Volley-ball'],
  [10, 'Tennis'],
  [11, 'Badminton'],
  [12, 'Yoga et pilates'],
  [13, 'Musculation et fitness'],
  [14, 'Danse'],
  [15, 'Escalade'],
  [16, 'Arts martiaux et sports de combat'],
  [17, 'Ski et sports de glisse'],
  [18, 'Sports nautiques'],
  [19, 'Équitation'],
  [20, 'Pétanque'],
  [21, 'Aucun sport'],
]);

export const arts = list([
  [1, 'Écouter de la musique'],
  [2, "Jouer d'un instrument"],
  [3, 'Chant'],
  [4, 'Cinéma et séries'],
  [5, 'Théâtre'],
  [6, 'Peinture et dessin'],
  [7, 'Photographie'],
  [8, 'Lecture'],
  [9, 'Écriture'],
  [10, 'Danse'],
  [11, 'Sculpture et poterie'],
  [12, 'Arts numériques'],
  [13, 'Couture et mode'],
  [14, 'Musées et expositions'],
]);

export const appearance = list([
  [1, 'Décontracté(e)'],
  [2, 'Classique'],
  [3, 'Élégant(e)'],
  [4, 'Sportif / sportive'],
  [5, 'Original(e)'],
  [6, "Je ne m'en soucie pas"],
]);

export const hobby = list([
  [1, 'Jeux de société'],
  [2, 'Jeux vidéo'],
  [3, 'Cuisine et pâtisserie'],
  [4, 'Jardinage'],
  [5, 'Bricolage'],
  [6, 'Loisirs créatifs'],
  [7, 'Voyages'],
  [8, 'Nature et plein air'],
  [9, 'Animaux'],
  [10, 'Informatique et nouvelles technologies'],
  [11, 'Méditation et bien-être'],
  [12, 'Engagement associatif'],
  [13, 'Mode'],
  [14, 'Collection'],
  [15, 'Astronomie'],
  [16, 'Langues étrangères'],
]);

export const thinking_about = list([
  [1, 'Écologie et environnement'],
  [2, 'Politique et société'],
  [3, 'Sciences et technologies'],
  [4, 'Philosophie et spiritualité'],
  [5, 'Économie et entrepreneuriat'],
  [6, 'Art et culture'],
  [7, 'Santé et bien-être'],
  [8, 'Éducation et transmission'],
  [9, 'Voyages et autres cultures'],
  [10, 'Sport'],
]);

export const character = list([
  [1, 'Calme'],
  [2, 'Sociable'],
  [3, 'Discret / discrète'],
  [4, 'Joyeux / joyeuse'],
  [5, 'Organisé(e)'],
  [6, 'Spontané(e)'],
  [7, 'Curieux / curieuse'],
  [8, 'Patient(e)'],
  [9, 'Créatif / créative'],
  [10, "À l'écoute"],
  [11, 'Drôle'],
  [12, 'Indépendant(e)'],
  [13, 'Réservé(e)'],
  [14, 'Dynamique'],
  [15, 'Bienveillant(e)'],
  [16, 'Franc / franche'],
  [17, 'Serviable'],
  [18, 'Ponctuel(le)'],
]);

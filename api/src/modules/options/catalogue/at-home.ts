import { list } from './types';

/** Habits at home (registration steps athome-1 and athome-2). */

export const decorating = list([
  [1, 'Minimaliste'],
  [2, 'Chaleureux et cosy'],
  [3, 'Bohème'],
  [4, 'Industriel'],
  [5, 'Scandinave'],
  [6, 'Classique'],
  [7, 'Vintage'],
  [8, 'Peu importe'],
]);

export const time_at_home = list([
  [1, 'Rarement à la maison'],
  [2, 'Surtout le soir'],
  [3, 'Surtout le week-end'],
  [4, 'Souvent à la maison'],
  [5, 'En télétravail une partie de la semaine'],
  [6, 'En télétravail à plein temps'],
]);

export const clean_and_tidy = list([
  [1, 'Très ordonné(e)'],
  [2, 'Ordonné(e)'],
  [3, 'Plutôt détendu(e) sur le rangement'],
  [4, 'Un peu désordonné(e), mais propre'],
]);

export const cooking = list([
  [1, 'Je ne cuisine pas'],
  [2, 'Cuisine simple et rapide'],
  [3, "J'aime cuisiner"],
  [4, 'Passionné(e) de cuisine'],
]);

export const bathing = list([
  [1, 'Douche rapide'],
  [2, 'Douche le matin'],
  [3, 'Douche le soir'],
  [4, 'Amateur de bains'],
]);

export const tinkering = list([
  [1, 'Pas du tout bricoleur / bricoleuse'],
  [2, 'Petites réparations'],
  [3, 'Bricoleur / bricoleuse confirmé(e)'],
]);

export const gardening = list([
  [1, 'Pas de jardinage'],
  [2, 'Quelques plantes'],
  [3, "J'aime jardiner"],
  [4, 'Jardinier / jardinière passionné(e)'],
]);

export const watching_tv = list([
  [1, 'Jamais'],
  [2, 'De temps en temps'],
  [3, 'Régulièrement'],
  [4, 'Tous les jours'],
]);

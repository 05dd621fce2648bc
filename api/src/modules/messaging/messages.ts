import { MESSAGE_MAX_LENGTH } from '@coloc/contract/messaging/limits';

/** French texts of the messaging module (REST errors and socket `error` frames). */
export const MESSAGING_MESSAGES = {
  bodyEmpty: 'Le message est vide.',
  bodyTooLong: `Le message doit contenir au plus ${MESSAGE_MAX_LENGTH} caractères.`,
  clientIdInvalid: "L'identifiant du message est invalide.",
  clientIdReused: 'Cet identifiant de message a déjà servi dans une autre conversation.',
  lastReadInvalid: 'Le dernier message lu est invalide.',
  userInvalid: 'La personne à contacter est invalide.',
  homeInvalid: 'Le logement est invalide.',
  conversationInvalid: "L'identifiant de la conversation est invalide.",
  selfConversation: 'Vous ne pouvez pas vous écrire à vous-même.',
  userNotFound: "Cette personne n'existe pas ou a supprimé son compte.",
  homeNotFound: 'Ce logement est introuvable.',
  homeUnrelated: 'Ce logement ne concerne ni vous ni la personne contactée.',
  conversationNotFound: 'Cette conversation est introuvable.',
  notParticipant: "Vous ne participez pas à cette conversation.",
  staffOwnSupport: 'Vous faites partie du service client : répondez aux demandes depuis la liste des conversations du service client.',
  frameInvalid: "Ce message n'a pas pu être lu. Rechargez la page.",
  frameUnknown: "Cette action n'existe pas.",
  internal: 'Une erreur inattendue est survenue. Réessayez plus tard.',
} as const;

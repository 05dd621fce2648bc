import type { FieldTexts } from '../../lib/field-validation';

export const INVALID_SUBSCRIPTION = "L'abonnement aux notifications est invalide.";

export const PUSH_FIELD_TEXTS: FieldTexts = {
  endpoint: { invalid: "L'adresse de l'abonnement aux notifications est invalide.", required: INVALID_SUBSCRIPTION },
  expirationTime: { invalid: INVALID_SUBSCRIPTION },
  keys: { invalid: "Les clés de l'abonnement aux notifications sont invalides.", required: "Les clés de l'abonnement aux notifications sont manquantes." },
  p256dh: { invalid: "Les clés de l'abonnement aux notifications sont invalides.", required: "Les clés de l'abonnement aux notifications sont manquantes." },
  auth: { invalid: "Les clés de l'abonnement aux notifications sont invalides.", required: "Les clés de l'abonnement aux notifications sont manquantes." },
};

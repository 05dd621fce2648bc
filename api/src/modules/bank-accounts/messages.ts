import type { IbanCheck } from '@coloc/contract/payments/iban';

/** French texts of the bank-accounts module (API errors and answers). */
export const BANK_MESSAGES = {
  ibanInvalid: "Cet IBAN n'est pas valide : vérifiez les chiffres saisis.",
  ibanEmpty: "L'IBAN est obligatoire.",
  ibanCharacters: "Un IBAN commence par deux lettres (le pays) et deux chiffres, puis ne contient que des lettres et des chiffres.",
  ibanCountry: "Cet IBAN ne commence pas par le code d'un pays connu (FR pour la France, par exemple).",
  bicInvalid: "Ce BIC n'est pas valide : il compte 8 ou 11 lettres et chiffres (par exemple BNPAFRPP).",
  holderRequired: 'Le nom du titulaire du compte est obligatoire.',
  holderTooLong: 'Le nom du titulaire doit contenir au plus 120 caractères.',
  returnPathInvalid: "L'adresse de retour doit être un chemin de ce site commençant par « / ».",
  scaRequired: "L'ajout d'un compte bancaire passe obligatoirement par une authentification forte : ajoutez sca=true à la demande.",
  ownerTypeInvalid: "Le titulaire doit être « user » (vous-même) ou « company » (votre société).",
  ownerIdInvalid: "L'identifiant du titulaire est invalide.",
  notYourAccount: 'Vous ne pouvez ajouter un compte bancaire que pour vous-même ou pour votre société.',
  noCompany: "Votre compte n'indique pas de société : renseignez sa raison sociale dans « Mon compte », ou ajoutez le compte à votre nom.",
  rolesOnly: "Les comptes bancaires sont réservés aux propriétaires, agents et gestionnaires qui reçoivent des loyers.",
  accountNotFound: 'Ce compte bancaire est introuvable.',
  operationUnknown: "Ce retour d'authentification ne correspond à aucune opération en cours pour ce compte.",
  operationConsumed: 'Cette authentification a déjà été utilisée. Recommencez si nécessaire.',
  operationExpired: "Cette authentification a expiré (15 minutes) : le compte n'a pas été enregistré. Recommencez l'ajout.",
  operationPending: "L'authentification forte n'est pas terminée : rien n'a été enregistré.",
  accountNotPending: "Ce compte n'attend plus d'authentification.",
  refused: "L'authentification forte a été refusée : le compte bancaire n'a pas été enregistré.",
  cancelled: "Vous avez annulé l'authentification forte : le compte bancaire n'a pas été enregistré.",
  failed: "L'authentification forte n'a pas pu aboutir : le compte bancaire n'a pas été enregistré. Réessayez dans un instant.",
  enrollRefused: "L'authentification forte a été refusée : elle reste à faire.",
  enrollCancelled: "Vous avez annulé l'authentification forte : elle reste à faire.",
  enrollFailed: "L'authentification forte n'a pas pu aboutir. Réessayez dans un instant.",
  enrollExpired: "Cette authentification a expiré (15 minutes). Recommencez.",
  enrollNotRequired: "Votre authentification forte est déjà à jour : rien à faire.",
  enrollNoAccount: "Ajoutez d'abord un compte bancaire (Paramètres, « Compte bancaire ») : son ajout vaut authentification forte.",
  unknownProvider: 'Ce prestataire de paiement est inconnu.',
  providerWithoutSca: "Le prestataire de paiement configuré ne prend pas en charge l'authentification forte pour le moment.",
  providerUnavailable: "Le prestataire de paiement ne répond pas. Réessayez dans un instant.",
} as const;

/** The French sentence for an IBAN that failed `checkIban`. */
export function ibanMessage(check: Exclude<IbanCheck, { ok: true }>): string {
  switch (check.problem) {
    case 'empty':
      return BANK_MESSAGES.ibanEmpty;
    case 'characters':
      return BANK_MESSAGES.ibanCharacters;
    case 'country':
      return BANK_MESSAGES.ibanCountry;
    case 'length':
      return `Un IBAN commençant par ${check.country} compte ${check.expectedLength} caractères : vérifiez les chiffres saisis.`;
    case 'checksum':
      return BANK_MESSAGES.ibanInvalid;
  }
}

/** Every French sentence the properties routes answer with. */
export const PROPERTY_MESSAGES = {
  emailRequired: 'Champ obligatoire.',
  emailInvalid: 'Cet email ne semble pas valide.',
  roleInvalid: 'Le rôle doit être propriétaire, gestionnaire ou agent.',
  homeIdInvalid: "L'identifiant du logement est invalide.",
  invitationIdInvalid: "L'identifiant de l'invitation est invalide.",
  delegationInvalid: 'La délégation doit valoir 0 (aucune), 2 ou 3.',
  alreadyCreator: 'Cette personne a créé ce logement : elle en est déjà propriétaire.',
  alreadyLandlord: 'Cette personne gère déjà ce logement avec vous.',
  alreadyPending: "Une invitation est déjà en attente pour cette adresse. Renvoyez-la si la personne ne l'a pas reçue.",
  alreadyAccepted: 'Cette invitation a déjà été acceptée.',
  unknownInvitation: "Cette invitation n'existe pas pour ce logement.",
  unknownToken: "Cette invitation est introuvable : elle a peut-être déjà été acceptée ou annulée.",
  expired: 'Cette invitation a expiré. Demandez au propriétaire de vous la renvoyer.',
  wrongAccount: (email: string) =>
    `Cette invitation a été envoyée à ${email}. Connectez-vous avec cette adresse pour l'accepter.`,
  seekerAccount:
    "Les copropriétaires, agents et gestionnaires d'un logement ont un compte propriétaire ou professionnel : créez-en un avec cette adresse pour accepter l'invitation.",
  youAreCreator: 'Vous avez créé ce logement : vous en êtes déjà propriétaire.',
  youAreLandlord: 'Vous gérez déjà ce logement.',
  delegationOwnersOnly: "Seul un propriétaire du logement peut confier l'annonce ou l'agenda au gestionnaire.",
} as const;

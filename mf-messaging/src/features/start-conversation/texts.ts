// Texts of 'Contacter' (SPEC: the same words from a profile and from an advert, but the placeholder).
export const startConversationTexts = {
  title: 'Contacter {{name}}',
  description: 'Présentez-vous en quelques mots : {{name}} recevra votre message dans sa messagerie et pourra vous répondre.',
  message: 'Votre message',
  placeholder: {
    profile: 'Bonjour, votre profil correspond à ce que je recherche…',
    advert: "Bonjour, votre annonce m'intéresse…",
  },
  hint: '{{max}} caractères au plus.',
  required: 'Écrivez votre message.',
  tooLong: 'Votre message dépasse {{max}} caractères.',
  send: 'Envoyer',
  cancel: 'Annuler',
  close: 'Fermer',
  sent: 'Votre message a été envoyé. La suite de la conversation se passe dans votre messagerie.',
  open: 'Ouvrir la conversation',
} as const;

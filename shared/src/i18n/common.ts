// Texts used by several areas.
export const common = {
  actions: {
    ok: 'Ok',
    yes: 'Oui',
    cancel: 'Annuler',
    close: 'Fermer',
    retry: 'Réessayer',
    next: 'Suivant',
    previous: 'Précédent',
    save: 'Enregistrer',
    send: 'Envoyer',
    signin: 'Se connecter',
    signup: "S'inscrire",
    signout: 'Se déconnecter',
  },
  fields: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    firstName: 'Prénom',
    name: 'Nom',
  },
  validation: {
    required: 'Champ obligatoire.',
    email: 'Cet email ne semble pas valide.',
    passwordLength: 'Le mot de passe doit contenir au moins 8 caractères.',
  },
  errors: {
    title: 'Erreur',
    moduleUnavailable: 'Ce module est momentanément indisponible.',
  },
  loading: 'Chargement…',
  /** SPEC 8: an image or linked content that fails to load. */
  media: {
    imageFailed: "L'image n'a pas pu être chargée",
    contentFailed: "Le contenu n'a pas pu être chargé",
  },
} as const;

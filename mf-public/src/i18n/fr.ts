import type { TextKeys } from '@coloc/shared/remote';
// Short interface texts of the public area (namespace 'public'). Long editorial content lives
// with its page. Labels and button texts here are read by the end-to-end tests: change them
// together.
import type { advertTexts } from '../features/advert/texts';

export const fr = {
  fields: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    firstName: 'Prénom',
    name: 'Nom',
    agencyName: "Nom de l'agence",
    managerCompanyName: 'Nom de la société de gestion',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le mot de passe',
    contactName: 'Nom',
    subject: 'Sujet',
    message: 'Message',
    city: 'Ville',
    budget: 'Budget maximum par chambre',
  },
  hints: {
    passwordLength: '8 caractères minimum.',
  },
  validation: {
    required: 'Champ obligatoire.',
    email: 'Cet email ne semble pas valide.',
    passwordLength: 'Le mot de passe doit contenir au moins 8 caractères.',
    passwordMismatch: 'Les mots de passe ne correspondent pas.',
    acceptTerms: 'Vous devez accepter les conditions pour continuer.',
    city: 'Choisissez une ville dans la liste.',
    subjectLength: 'Le sujet ne doit pas dépasser 150 caractères.',
    messageMin: 'Votre message doit contenir au moins 10 caractères.',
    messageMax: 'Votre message ne doit pas dépasser 5 000 caractères.',
  },
  password: {
    show: 'Afficher',
  },
  signin: {
    title: 'Connexion',
    submit: 'Se connecter',
    forgotten: 'Mot de passe oublié ?',
    noAccount: 'Pas encore de compte ? Inscrivez-vous',
    allRequired: 'Tous les champs sont obligatoires.',
  },
  alreadySignedIn: {
    title: 'Vous êtes déjà connecté(e)',
    goToSpace: 'Accéder à mon espace',
    signout: 'Se déconnecter',
  },
  signout: {
    pending: 'Déconnexion…',
  },
  noAccess: {
    title: 'Connectez-vous pour continuer',
  },
  signupSelect: {
    title: 'Créer un compte',
  },
  signup: {
    submit: 'Créer mon compte',
    acceptTermsBefore: "J'accepte les ",
    acceptTermsLink: "conditions générales d'utilisation",
    acceptTermsMiddle: ' et la ',
    acceptCharterLink: 'charte de bonne conduite',
    newsletter: "Je souhaite recevoir la lettre d'information",
    newTab: "s'ouvre dans un nouvel onglet",
    alreadyMember: 'Déjà inscrit(e) ?',
    signinLink: 'Connectez-vous',
  },
  reset: {
    title: 'Mot de passe oublié',
    submit: 'Envoyer le lien',
    emailTitle: 'Vérifiez votre boîte mail',
    resend: "Renvoyer l'e-mail",
    resent: 'Un nouvel e-mail vient de vous être envoyé.',
    backToSignin: 'Retour à la connexion',
    newTitle: 'Choisissez un nouveau mot de passe',
    save: 'Enregistrer le mot de passe',
  },
  search: {
    submit: 'Rechercher',
    freeAccount: 'La création de compte est gratuite : elle est nécessaire pour voir les logements compatibles avec votre profil.',
    resultsNote: 'Les annonces s’affichent tout de suite ; un compte gratuit vous montre en plus votre affinité avec chaque colocation.',
  },
  contact: {
    submit: 'Envoyer le message',
    sendAnother: 'Envoyer un autre message',
  },
  visitConfirmation: {
    title: 'Confirmation de visite',
    intro: 'Votre hôte a accepté votre demande de visite. Confirmez que vous venez : il sera prévenu.',
    loading: 'Chargement de votre visite…',
    when: 'Date',
    where: 'Adresse',
    host: 'Votre hôte',
    confirm: 'Confirmer ma visite',
    confirmedTitle: 'Votre visite est confirmée',
    confirmedText: '{{host}} sait que vous venez. Vous recevrez un rappel par e-mail la veille.',
    confirmedOn: 'Confirmée le {{date}}.',
    advert: "Voir l'annonce",
    agenda: 'Mes rendez-vous',
    cancelHint: 'Un empêchement ? Annulez la visite depuis « Mes rendez-vous » pour prévenir votre hôte.',
    incompleteTitle: 'Ce lien est incomplet',
    incompleteText:
      "Le lien que vous avez suivi ne contient pas le code de confirmation. Il a peut-être été coupé par votre messagerie : copiez-le en entier dans la barre d'adresse.",
    invalidTitle: 'Cette visite ne peut pas être confirmée',
    home: "Retour à l'accueil",
    retry: 'Réessayer',
  },
} as const;

/**
 * Texts that a lazy page registers itself when its chunk loads (features/advert/i18n.ts): declared
 * here for the key check only, so the first chunk of the home page does not carry them.
 */
type LazyTexts = {
  advert: typeof advertTexts;
};

/** Every text key of the namespace, checked at compile time: `t('signin.submit')`. */
export type TextKey = TextKeys<typeof fr & LazyTexts>;

// The five ways to sign up (SPEC 2.1), with what each one means for the visitor.
import { SIGNUP_TYPES, type SignupType } from '@coloc/shared';
import type { TextKey } from '../../../i18n/fr';
import type { Benefit } from '../../../entities/page/ui/BenefitList';
import type { IconName } from '../../../entities/page/ui/Icon';

export interface SignupTypeInfo {
  type: SignupType;
  icon: IconName;
  /** Title of the choice card on /signupselect. */
  choice: string;
  /** One line under the choice title. */
  choiceText: string;
  /** The sign-up page's <h1>. */
  heading: string;
  intro: string;
  /** Agencies and managers sign up under their company name. */
  businessNameLabel?: TextKey;
  benefits: readonly Benefit[];
}

const SEEKER_BENEFITS: readonly Benefit[] = [
  { icon: 'heart', title: 'Un matching par affinités', text: 'Rythme de vie, caractère, habitudes à la maison : votre profil sert à trouver les bonnes personnes.' },
  { icon: 'score', title: 'Un score de compatibilité', text: "Pour chaque logement et chaque profil, vous voyez en un coup d'œil si le courant peut passer." },
  { icon: 'chat', title: 'Une messagerie intégrée', text: 'Échangez et organisez vos visites sans communiquer votre numéro.' },
  { icon: 'shield', title: 'Un dossier avec garantie', text: 'Constituez votre dossier locataire et rassurez les propriétaires.' },
];

const OWNER_BENEFITS: readonly Benefit[] = [
  { icon: 'users', title: 'Des candidats compatibles', text: 'Les profils sont classés selon leur compatibilité avec votre logement et ses occupants.' },
  { icon: 'eye', title: 'Des annonces relues', text: 'Chaque annonce est vérifiée par notre équipe avant sa publication.' },
  { icon: 'file', title: 'Des dossiers complets', text: 'Dossiers locataires, garantie des loyers, bail et quittances au même endroit.' },
];

const PRO_BENEFITS: readonly Benefit[] = [
  { icon: 'briefcase', title: 'Tous vos biens dans un espace', text: 'Annonces, demandes de visite, locataires et documents, bien par bien.' },
  { icon: 'handshake', title: 'Mandats et propriétaires', text: 'Suivez la signature des mandats et invitez les propriétaires à rejoindre leur bien.' },
  { icon: 'chart', title: 'Des rapports clairs', text: 'Le suivi de vos locations pour rendre compte à vos mandants.' },
];

export const SIGNUP_TYPE_INFO: Record<SignupType, SignupTypeInfo> = {
  users: {
    type: 'users',
    icon: 'home',
    choice: 'Je cherche une colocation',
    choiceText: 'Trouvez un logement et des colocataires qui partagent votre mode de vie.',
    heading: 'Créez votre compte colocataire',
    intro:
      "L'inscription est gratuite. Vous répondrez ensuite à quelques questions sur votre mode de vie : elles servent à calculer votre compatibilité avec les logements et les colocataires.",
    benefits: SEEKER_BENEFITS,
  },
  proprietaire: {
    type: 'proprietaire',
    icon: 'key',
    choice: 'Je suis propriétaire',
    choiceText: "Louez votre bien en colocation à des locataires qui s'entendent.",
    heading: 'Créez votre compte propriétaire',
    intro:
      'Créez votre compte, puis publiez votre annonce pas à pas : adresse, description, chambres, charges et photos. Notre équipe la relit avant sa mise en ligne.',
    benefits: OWNER_BENEFITS,
  },
  'prop-occupant': {
    type: 'prop-occupant',
    icon: 'users',
    choice: 'Je partage mon logement',
    choiceText: "J'habite chez moi et je loue une chambre : je cherche le bon colocataire.",
    heading: 'Créez votre compte pour partager votre logement',
    intro:
      'Vous vivez dans votre logement et souhaitez louer une chambre ? Décrivez votre mode de vie et votre logement : nous vous présentons les colocataires qui vous correspondent.',
    benefits: OWNER_BENEFITS,
  },
  agent: {
    type: 'agent',
    icon: 'briefcase',
    choice: 'Agence immobilière',
    choiceText: 'Publiez les colocations de vos mandants et suivez vos mandats.',
    heading: 'Créez votre compte agence',
    intro:
      "Publiez les colocations que vous gérez pour vos clients et suivez mandats, demandes de visite et dossiers depuis un seul espace. Indiquez le nom de l'agence tel qu'il apparaîtra sur vos annonces.",
    businessNameLabel: 'fields.agencyName',
    benefits: PRO_BENEFITS,
  },
  manager: {
    type: 'manager',
    icon: 'chart',
    choice: 'Gestionnaire de biens',
    choiceText: 'Gérez plusieurs biens en colocation, leurs annonces et leurs locataires.',
    heading: 'Créez votre compte gestionnaire de biens',
    intro:
      "Centralisez les biens en colocation dont vous avez la gestion : annonces, locataires, documents, baux et rapports. Indiquez le nom de votre société tel qu'il apparaîtra sur vos annonces.",
    businessNameLabel: 'fields.managerCompanyName',
    benefits: PRO_BENEFITS,
  },
};

export function isSignupType(value: string | undefined): value is SignupType {
  return !!value && (SIGNUP_TYPES as readonly string[]).includes(value);
}

/** Cards of /signupselect, grouped by what the visitor comes for. */
export const SIGNUP_GROUPS: ReadonlyArray<{ title: string; types: readonly SignupType[] }> = [
  { title: 'Je cherche un logement', types: ['users'] },
  { title: 'Je propose un logement', types: ['proprietaire', 'prop-occupant'] },
  { title: 'Je suis un professionnel', types: ['agent', 'manager'] },
];

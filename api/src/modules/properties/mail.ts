import { SIGNATURE, type MailMessage } from '../../mail';
import { OWNER_INVITE_VALID_DAYS } from '../homes';
import type { LandlordRole } from '@coloc/contract/properties/rules';

const ROLE_WORDS: Record<LandlordRole, string> = {
  owner: 'copropriétaire',
  manager: 'gestionnaire',
  agent: 'agent immobilier',
};

/** The dashboard segment of the invitation link for an address without an account (SPEC 6 role segments). */
export const SEGMENT_OF_ROLE: Record<LandlordRole, string> = {
  owner: 'proprietaire',
  manager: 'manager',
  agent: 'agent',
};

export interface OwnerInvitationMailInput {
  to: string;
  inviter: string;
  home: { name: string | null; city: string | null };
  role: LandlordRole;
  link: string;
  /** Whether an account already uses the invited address: the steps to accept differ. */
  hasAccount: boolean;
}

function homeWords(home: OwnerInvitationMailInput['home']): string {
  const name = home.name ? `le logement « ${home.name} »` : 'un logement';
  return home.city ? `${name} à ${home.city}` : name;
}

export function ownerInvitationMail(input: OwnerInvitationMailInput): MailMessage {
  const role = ROLE_WORDS[input.role];
  return {
    to: input.to,
    subject: `${input.inviter} vous invite à gérer un logement sur Toit Partagé`,
    text: [
      'Bonjour,',
      '',
      `${input.inviter} vous invite à rejoindre ${homeWords(input.home)} sur Toit Partagé, en tant que ${role}.`,
      "Vous pourrez suivre l'annonce, les demandes reçues et la gestion du logement depuis votre espace.",
      '',
      "Pour accepter l'invitation :",
      input.link,
      '',
      input.hasAccount
        ? `Connectez-vous avec l'adresse ${input.to} pour l'accepter. Ce lien est valable ${OWNER_INVITE_VALID_DAYS} jours.`
        : `Créez d'abord votre compte avec l'adresse ${input.to}, puis ouvrez ce lien. Il est valable ${OWNER_INVITE_VALID_DAYS} jours.`,
      `Si vous ne connaissez pas ${input.inviter}, ignorez ce message.`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

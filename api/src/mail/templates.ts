import { SIGNATURE, type MailMessage } from './index';

/** Every mail the API sends, in French. Links stay alone on their line so they are easy to copy. */

export function welcomeMail(to: string, firstName: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Bienvenue sur Toit Partagé',
    text: [
      `Bonjour ${firstName},`,
      '',
      'Votre compte Toit Partagé est créé. Complétez votre profil pour découvrir les colocations et les personnes qui vous correspondent :',
      `${publicUrl}/signin`,
      '',
      'À très bientôt,',
      SIGNATURE,
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe',
    text: [
      `Bonjour ${firstName},`,
      '',
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Toit Partagé. Choisissez-en un nouveau en ouvrant ce lien :',
      link,
      '',
      "Ce lien est valable une heure et ne peut servir qu'une seule fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** Issue 17, finding 5: the only way to finish a sign-up is to open this link. */
export function confirmSignupMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirmez votre adresse',
    text: [
      `Bonjour ${firstName},`,
      '',
      'Pour terminer la création de votre compte Toit Partagé, confirmez votre adresse e-mail en ouvrant ce lien :',
      link,
      '',
      "Ce lien est valable 24 heures et ne peut servir qu'une seule fois. Vous serez connecté(e) dès son ouverture et pourrez compléter votre profil.",
      '',
      "Si vous n'avez pas demandé à créer de compte, ignorez ce message : aucun compte ne sera créé.",
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/**
 * Issue 17, finding 5: someone signed up with an address that already has an account. The page
 * said « Vérifiez votre boîte mail » as for a new address; the owner learns it here, and only here.
 */
export function existingAccountMail(to: string, firstName: string, signinLink: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Vous avez déjà un compte',
    text: [
      `Bonjour ${firstName},`,
      '',
      'Quelqu\'un, sans doute vous, vient de demander à créer un compte Toit Partagé avec cette adresse e-mail. Vous avez déjà un compte : inutile d\'en créer un autre.',
      '',
      'Pour vous connecter sans mot de passe, ouvrez ce lien (valable 30 minutes, une seule fois) :',
      signinLink,
      '',
      'Mot de passe oublié ? Choisissez-en un nouveau avec ce lien (valable une heure) :',
      resetLink,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte et votre mot de passe restent inchangés.",
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** Issue 17: many wrong passwords on the account from devices it has never been used on. */
export function signinAttackMail(to: string, firstName: string, resetLink: string, signinLink: string): MailMessage {
  return {
    to,
    subject: 'Tentatives de connexion à votre compte',
    text: [
      `Bonjour ${firstName},`,
      '',
      "De nombreuses tentatives de connexion à votre compte Toit Partagé ont échoué ces dernières minutes, depuis des appareils que vous n'avez jamais utilisés pour vous connecter. Par précaution, la connexion depuis un nouvel appareil est suspendue pendant quelques minutes.",
      '',
      'Sur un appareil où vous vous êtes déjà connecté, votre mot de passe fonctionne normalement :',
      signinLink,
      '',
      "Si vous n'êtes pas à l'origine de ces tentatives, nous vous conseillons de choisir un nouveau mot de passe en ouvrant ce lien (valable une heure) :",
      resetLink,
      '',
      'Vous ne recevrez pas ce message plus d\'une fois par heure.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function contactAcknowledgementMail(to: string, name: string, subject: string, message: string): MailMessage {
  return {
    to,
    subject: 'Nous avons bien reçu votre message',
    text: [
      `Bonjour ${name},`,
      '',
      'Merci de nous avoir écrit. Nous avons bien reçu votre message et nous vous répondrons sous 48 heures ouvrées.',
      '',
      `Objet : ${subject}`,
      '',
      message,
      '',
      'Bien cordialement,',
      SIGNATURE,
    ].join('\n'),
  };
}

export function contactNotificationMail(
  to: string,
  sender: { name: string; email: string; userId: number | null },
  subject: string,
  message: string,
): MailMessage {
  return {
    to,
    replyTo: sender.email,
    subject: `Nouveau message de contact : ${subject}`,
    text: [
      'Un nouveau message a été envoyé depuis le formulaire de contact.',
      '',
      `Nom : ${sender.name}`,
      `Adresse e-mail : ${sender.email}`,
      `Compte : ${sender.userId === null ? 'visiteur non connecté' : `utilisateur n° ${sender.userId}`}`,
      `Objet : ${subject}`,
      '',
      message,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

// --- Visits agenda and contact requests (visits module) ---

/** The home as mails name it: « Grande colocation lumineuse » à Lyon. */
export interface VisitMailHome {
  name: string | null;
  city: string | null;
}

function homeLabel(home: VisitMailHome): string {
  const name = home.name ? `« ${home.name} »` : 'votre logement';
  return home.city ? `${name} à ${home.city}` : name;
}

function quoted(message: string | null | undefined): string[] {
  return message ? ['', 'Son message :', message] : [];
}

/** To the host: a seeker asks to visit, with the slots they suggest. */
export function visitRequestedMail(
  to: string,
  host: { firstName: string },
  seekerName: string,
  home: VisitMailHome,
  slots: readonly string[],
  message: string | null,
  agendaLink: string,
): MailMessage {
  return {
    to,
    subject: `Nouvelle demande de visite de ${seekerName}`,
    text: [
      `Bonjour ${host.firstName},`,
      '',
      `${seekerName} souhaite visiter ${homeLabel(home)}. Les créneaux proposés :`,
      ...slots.map((slot) => `- ${slot}`),
      ...quoted(message),
      '',
      "Acceptez un créneau, proposez-en d'autres ou refusez la demande depuis votre agenda :",
      agendaLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the seeker: the host accepted a slot; the link confirms that they will come. */
export function visitAcceptedMail(
  to: string,
  seeker: { firstName: string },
  hostName: string,
  home: VisitMailHome,
  when: string,
  address: string,
  confirmLink: string,
): MailMessage {
  return {
    to,
    subject: `Visite acceptée : ${when}`,
    text: [
      `Bonjour ${seeker.firstName},`,
      '',
      `${hostName} a accepté votre demande de visite de ${homeLabel(home)}.`,
      '',
      `Date : ${when}`,
      `Adresse : ${address}`,
      '',
      'Confirmez votre venue en ouvrant ce lien :',
      confirmLink,
      '',
      'Un empêchement ? Annulez la visite depuis « Mes rendez-vous » pour prévenir votre hôte.',
      '',
      'Bonne visite,',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the seeker: the host suggests other slots. */
export function visitProposedMail(
  to: string,
  seeker: { firstName: string },
  hostName: string,
  home: VisitMailHome,
  slots: readonly string[],
  message: string | null,
  agendaLink: string,
): MailMessage {
  return {
    to,
    subject: `${hostName} vous propose d'autres créneaux de visite`,
    text: [
      `Bonjour ${seeker.firstName},`,
      '',
      `${hostName} ne peut pas vous recevoir aux dates demandées pour ${homeLabel(home)} et vous propose :`,
      ...slots.map((slot) => `- ${slot}`),
      ...quoted(message),
      '',
      'Choisissez le créneau qui vous convient depuis « Mes rendez-vous » :',
      agendaLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the host: the seeker chose one of the slots the host proposed. */
export function visitSlotChosenMail(
  to: string,
  host: { firstName: string },
  seekerName: string,
  home: VisitMailHome,
  when: string,
  agendaLink: string,
): MailMessage {
  return {
    to,
    subject: `Visite confirmée : ${when}`,
    text: [
      `Bonjour ${host.firstName},`,
      '',
      `${seekerName} a choisi un des créneaux que vous avez proposés pour ${homeLabel(home)} et viendra le ${when}.`,
      '',
      'Retrouvez la visite dans votre agenda :',
      agendaLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the host: the seeker confirmed from the link of the acceptance mail. */
export function visitConfirmedMail(
  to: string,
  host: { firstName: string },
  seekerName: string,
  home: VisitMailHome,
  when: string,
  agendaLink: string,
): MailMessage {
  return {
    to,
    subject: `${seekerName} a confirmé sa visite`,
    text: [
      `Bonjour ${host.firstName},`,
      '',
      `${seekerName} a confirmé sa venue pour la visite de ${homeLabel(home)}, le ${when}.`,
      '',
      'Retrouvez la visite dans votre agenda :',
      agendaLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the seeker: the host declined the request. */
export function visitDeclinedMail(
  to: string,
  seeker: { firstName: string },
  hostName: string,
  home: VisitMailHome,
  message: string | null,
  matchingLink: string,
): MailMessage {
  return {
    to,
    subject: "Votre demande de visite n'a pas pu aboutir",
    text: [
      `Bonjour ${seeker.firstName},`,
      '',
      `${hostName} ne peut pas donner suite à votre demande de visite de ${homeLabel(home)}.`,
      ...quoted(message),
      '',
      "D'autres logements vous correspondent peut-être :",
      matchingLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the other side: a visit (or a request) was cancelled. */
export function visitCancelledMail(
  to: string,
  recipient: { firstName: string },
  byName: string,
  home: VisitMailHome,
  when: string | null,
  message: string | null,
  agendaLink: string,
): MailMessage {
  return {
    to,
    subject: when ? `Visite annulée : ${when}` : 'Demande de visite annulée',
    text: [
      `Bonjour ${recipient.firstName},`,
      '',
      when
        ? `${byName} a annulé la visite de ${homeLabel(home)} prévue le ${when}.`
        : `${byName} a annulé sa demande de visite de ${homeLabel(home)}.`,
      ...quoted(message),
      '',
      'Votre agenda :',
      agendaLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To each side, the day before an accepted visit. */
export function visitReminderMail(
  to: string,
  recipient: { firstName: string },
  otherName: string,
  role: 'seeker' | 'host',
  home: VisitMailHome,
  when: string,
  address: string,
  agendaLink: string,
): MailMessage {
  return {
    to,
    subject: `Rappel : visite le ${when}`,
    text: [
      `Bonjour ${recipient.firstName},`,
      '',
      role === 'seeker'
        ? `Petit rappel : vous visitez ${homeLabel(home)} le ${when}, avec ${otherName}.`
        : `Petit rappel : ${otherName} vient visiter ${homeLabel(home)} le ${when}.`,
      `Adresse : ${address}`,
      '',
      "Un empêchement ? Annulez la visite depuis votre agenda pour prévenir l'autre personne :",
      agendaLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the recipient of 'Contacter': a reply to this mail goes straight to the sender. */
export function contactRequestMail(
  to: string,
  recipient: { firstName: string },
  sender: { name: string; email: string },
  home: VisitMailHome | null,
  message: string,
  requestsLink: string,
): MailMessage {
  return {
    to,
    replyTo: sender.email,
    subject: `${sender.name} souhaite vous contacter`,
    text: [
      `Bonjour ${recipient.firstName},`,
      '',
      home ? `${sender.name} vous a écrit au sujet de ${homeLabel(home)} :` : `${sender.name} vous a écrit :`,
      '',
      message,
      '',
      `Pour lui répondre, répondez simplement à cet e-mail : votre réponse sera envoyée à ${sender.name}.`,
      'Retrouvez vos demandes de contact sur Toit Partagé :',
      requestsLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

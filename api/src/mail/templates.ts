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

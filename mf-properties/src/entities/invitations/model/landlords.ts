// How a landlord is shown (property bar, invitation screen) and the invitation form's rules (SPEC 5).
import { EMAIL_PATTERN, formatDate, type Landlord, type LandlordRole } from '@coloc/shared';
import { invitationsTexts } from '../texts';

/** "Bernard Lefèvre", or the address while an invitee has no account yet. */
export function landlordName(landlord: Pick<Landlord, 'first_name' | 'name' | 'email'>): string {
  return [landlord.first_name, landlord.name].filter((part) => part?.trim()).join(' ') || landlord.email;
}

/** "BL" from the names, else the address's first letter. */
export function landlordInitials(landlord: Pick<Landlord, 'first_name' | 'name' | 'email'>): string {
  const letters = [landlord.first_name, landlord.name].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || landlord.email.charAt(0)).toLocaleUpperCase('fr-FR');
}

export function roleLabel(role: LandlordRole): string {
  return invitationsTexts.role[role];
}

/**
 * The state line of a landlord: 'Créateur', 'Copropriétaire' (an accepted owner), the role of an
 * accepted manager or agency, 'Invitation envoyée' with the end of validity, 'Invitation expirée'.
 */
export function landlordStatusLabel(landlord: Pick<Landlord, 'status' | 'role' | 'invite_expires_at'>): string {
  const texts = invitationsTexts.status;
  const date = landlord.invite_expires_at ? formatDate(landlord.invite_expires_at) : '';
  switch (landlord.status) {
    case 'creator':
      return texts.creator;
    case 'accepted':
      return landlord.role === 'owner' ? texts.coOwner : roleLabel(landlord.role);
    case 'pending':
      return date ? texts.pendingUntil.replace('{{date}}', date) : texts.pending;
    case 'expired':
      return date ? texts.expiredOn.replace('{{date}}', date) : texts.expired;
  }
}

export function isInvitation(landlord: Pick<Landlord, 'status'>): boolean {
  return landlord.status === 'pending' || landlord.status === 'expired';
}

export interface InviteErrors {
  email?: string;
}

/** SPEC 5: the address is required ('Champ obligatoire.') and must look like one. */
export function inviteErrors(email: string): InviteErrors {
  const value = email.trim();
  if (!value) return { email: invitationsTexts.errors.required };
  if (!EMAIL_PATTERN.test(value)) return { email: invitationsTexts.errors.email };
  return {};
}

import { formatDate } from '@coloc/shared';
import { makeLandlord } from '../../../entities/properties/testing';
import { inviteErrors, landlordInitials, landlordName, landlordStatusLabel } from '../../../entities/invitations/model/landlords';

describe('invitation e-mail (SPEC 5)', () => {
  it("is required: 'Champ obligatoire.'", () => {
    expect(inviteErrors('')).toEqual({ email: 'Champ obligatoire.' });
    expect(inviteErrors('   ')).toEqual({ email: 'Champ obligatoire.' });
  });

  it("must be valid: 'Cet email ne semble pas valide.'", () => {
    for (const value of ['sophie', 'sophie@', 'sophie@exemple', '@exemple.fr', 'sophie garnier@exemple.fr']) {
      expect(inviteErrors(value)).toEqual({ email: 'Cet email ne semble pas valide.' });
    }
  });

  it('accepts an address, spaces around it included', () => {
    expect(inviteErrors('sophie.garnier@exemple.fr')).toEqual({});
    expect(inviteErrors('  sophie@agence-lyon.fr ')).toEqual({});
  });
});

describe('landlord entries', () => {
  it('names a landlord, or shows the address of an invitee without an account', () => {
    expect(landlordName(makeLandlord())).toBe('Bernard Lefèvre');
    expect(landlordName(makeLandlord({ first_name: '', name: '', email: 'x@exemple.fr' }))).toBe('x@exemple.fr');
    expect(landlordInitials(makeLandlord())).toBe('BL');
    expect(landlordInitials(makeLandlord({ first_name: '', name: '', email: 'xavier@exemple.fr' }))).toBe('X');
  });

  it('tells the creator, a co-owner, a manager, a pending and an expired invitation apart (SPEC 4)', () => {
    expect(landlordStatusLabel(makeLandlord())).toBe('Créateur');
    expect(landlordStatusLabel(makeLandlord({ status: 'accepted', role: 'owner' }))).toBe('Copropriétaire');
    expect(landlordStatusLabel(makeLandlord({ status: 'accepted', role: 'manager' }))).toBe('Gestionnaire');
    expect(landlordStatusLabel(makeLandlord({ status: 'accepted', role: 'agent' }))).toBe('Agence');
    const expires = '2026-03-21T10:00:00.000Z';
    expect(landlordStatusLabel(makeLandlord({ status: 'pending', invite_expires_at: expires }))).toBe(`Invitation envoyée · valable jusqu'au ${formatDate(expires)}`);
    expect(landlordStatusLabel(makeLandlord({ status: 'pending', invite_expires_at: null }))).toBe('Invitation envoyée');
    expect(landlordStatusLabel(makeLandlord({ status: 'expired', invite_expires_at: expires }))).toBe(`Invitation expirée le ${formatDate(expires)}`);
  });
});

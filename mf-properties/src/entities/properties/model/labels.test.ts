import { makeHome } from '../testing';
import { barTitles, homeAddress, homeStateLabels, homeTags, homeTitle, mandateLabel, publicationLabel } from './labels';

describe('home state labels (SPEC 4)', () => {
  it("says 'Publiée' for a published home, whatever its moderation status", () => {
    expect(publicationLabel(makeHome({ published: true, moderation_status: 'pending' }))).toBe('Publiée');
    expect(publicationLabel(makeHome({ published: true, moderation_status: null }))).toBe('Publiée');
  });

  it("says 'En cours de modération' for an unpublished home waiting for moderation", () => {
    expect(publicationLabel(makeHome({ published: false, moderation_status: 'pending' }))).toBe('En cours de modération');
  });

  it("says 'Non publiée' otherwise (never submitted, refused, or taken down)", () => {
    expect(publicationLabel(makeHome({ published: false, moderation_status: null }))).toBe('Non publiée');
    expect(publicationLabel(makeHome({ published: false, moderation_status: 'refused' }))).toBe('Non publiée');
    expect(publicationLabel(makeHome({ published: false, moderation_status: 'accepted' }))).toBe('Non publiée');
  });

  it('names the mandate state, with the provider when the mandate is signed', () => {
    expect(mandateLabel(makeHome({ mandate_status: null }))).toBeNull();
    expect(mandateLabel(makeHome({ mandate_status: 'signing' }))).toBe('Mandat à signer');
    expect(mandateLabel(makeHome({ mandate_status: 'signed' }))).toBe('Mandat en attente');
    expect(mandateLabel(makeHome({ mandate_status: 'signed' }), 'Bac à sable de signature')).toBe('Mandat en attente – Bac à sable de signature');
    expect(mandateLabel(makeHome({ mandate_status: 'signed' }), '  ')).toBe('Mandat en attente');
    expect(mandateLabel(makeHome({ mandate_status: 'complete' }), 'Agence X')).toBe('Mandat en cours');
  });

  it("titles the property bar 'ANNONCE INCOMPLETE' below step 3, with the name as subtitle (SPEC 2.8)", () => {
    expect(barTitles(makeHome({ step: 2, name: 'Villa des Lilas' }))).toEqual({ title: 'ANNONCE INCOMPLETE', subtitle: 'Villa des Lilas' });
    expect(barTitles(makeHome({ step: 0, name: '  ' }))).toEqual({ title: 'ANNONCE INCOMPLETE', subtitle: null });
    expect(barTitles(makeHome({ step: 3, name: 'Villa des Lilas' }))).toEqual({ title: 'Villa des Lilas', subtitle: null });
  });

  it('tells an incomplete advert (step below 3) from a complete one', () => {
    expect(homeStateLabels(makeHome({ step: 2, published: false, moderation_status: null }))).toEqual({
      incomplete: true,
      publication: 'unpublished',
      publicationLabel: 'Non publiée',
      mandate: null,
    });
    expect(homeStateLabels(makeHome({ step: 3, mandate_status: 'complete' })).incomplete).toBe(false);
  });
});

describe('home title, address and tags', () => {
  it("shows the name, or 'ANNONCE INCOMPLETE' for an incomplete advert without one", () => {
    expect(homeTitle(makeHome({ name: 'Maison des Pentes', step: 1 }))).toBe('Maison des Pentes');
    expect(homeTitle(makeHome({ name: null, step: 1 }))).toBe('ANNONCE INCOMPLETE');
    expect(homeTitle(makeHome({ name: '   ', step: 0, city: null }))).toBe('ANNONCE INCOMPLETE');
    // An owner-occupier's home has no name: the city stands for it once complete.
    expect(homeTitle(makeHome({ name: null, step: 3, city: 'Lyon' }))).toBe('Logement à Lyon');
  });

  it('writes the known parts of the address', () => {
    expect(homeAddress(makeHome({ address: '8 rue Dumenge', address2: 'Bât. B', postal_code: '69004', city: 'Lyon' }))).toBe('8 rue Dumenge, Bât. B, 69004 Lyon');
    expect(homeAddress(makeHome({ address: null, address2: null, postal_code: null, city: 'Lyon' }))).toBe('Lyon');
    expect(homeAddress(makeHome({ address: null, address2: null, postal_code: null, city: null }))).toBe('');
  });

  it('tags the kind of letting, furnished and housing for services', () => {
    const home = makeHome();
    expect(homeTags(home)).toEqual(['Colocation', 'Meublé']);
    expect(homeTags({ is_coloc: false, details: { ...home.details!, furnished: false, pay_by_service: true } })).toEqual(['Logement entier', 'Logement contre services']);
  });
});

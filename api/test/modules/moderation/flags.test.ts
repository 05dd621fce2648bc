import {
  contactDetailsFlag,
  duplicatePhotoFlags,
  moderationFlags,
  paymentDemandFlag,
  rentBelowReferenceFlag,
  serviceFlags,
  type FlaggedHome,
} from '../../../src/modules/moderation/flags';

const HOME: FlaggedHome = {
  name: 'Colocation lumineuse à Lyon',
  description: 'Grand appartement de 90 m² proche du métro, cuisine équipée et salon commun.',
  wishes: 'Des personnes calmes et bienveillantes.',
  pay_by_service: false,
  reference_rent_auto: true,
  reference_rent_month: 600,
  service_hours_per_week: null,
  service_tasks: null,
  rooms: [
    { number: 0, name: null, rent: 480, charges: 50 },
    { number: 1, name: 'chambre verte', rent: 520, charges: 50 },
  ],
};

const SERVICES: FlaggedHome = {
  ...HOME,
  pay_by_service: true,
  service_hours_per_week: 10,
  service_tasks: 'Courses\nPréparation du dîner',
};

describe('duplicatePhotoFlags', () => {
  it('flags each other advert holding a photo within 6 bits, once, with its id', () => {
    const own = ['ffffffffffffffff', '0000000000000000'];
    const others = [
      { home_id: 12, phash: 'fffffffffffffff0' }, // 4 bits away from the first
      { home_id: 12, phash: 'ffffffffffffffff' }, // the same advert again
      { home_id: 7, phash: '000000000000003f' }, // 6 bits from the second: still the same picture
      { home_id: 9, phash: '000000000000007f' }, // 7 bits: another picture
    ];
    expect(duplicatePhotoFlags(own, others)).toEqual([
      { kind: 'duplicate_photo', message: "Photo déjà utilisée par l'annonce n° 7 d'un autre compte.", other_home_id: 7 },
      { kind: 'duplicate_photo', message: "Photo déjà utilisée par l'annonce n° 12 d'un autre compte.", other_home_id: 12 },
    ]);
  });

  it('says nothing without photos or without near hashes', () => {
    expect(duplicatePhotoFlags([], [{ home_id: 1, phash: 'ffffffffffffffff' }])).toEqual([]);
    expect(duplicatePhotoFlags(['ffffffffffffffff'], [{ home_id: 1, phash: '0000000000000000' }])).toEqual([]);
    expect(duplicatePhotoFlags(['ffff'], [{ home_id: 1, phash: 'ffffffffffffffff' }])).toEqual([]);
  });
});

describe('rentBelowReferenceFlag', () => {
  it('flags the cheapest room below 60 % of the reference (rent plus charges, like the reference)', () => {
    const flag = rentBelowReferenceFlag({ ...HOME, rooms: [...HOME.rooms, { number: 2, name: null, rent: 250, charges: 40 }] });
    expect(flag).toEqual({
      kind: 'rent_below_reference',
      message: 'Loyer anormalement bas : Chambre C à 290 € charges comprises, soit 48 % du loyer de référence du secteur (600 €).',
    });
  });

  it('leaves rents at 60 % or more alone, and homes without a computed reference', () => {
    expect(rentBelowReferenceFlag({ ...HOME, rooms: [{ number: 0, name: null, rent: 330, charges: 30 }] })).toBeNull();
    expect(rentBelowReferenceFlag({ ...HOME, reference_rent_auto: false, rooms: [{ number: 0, name: null, rent: 100, charges: 0 }] })).toBeNull();
    expect(rentBelowReferenceFlag({ ...HOME, reference_rent_month: null })).toBeNull();
  });

  it('does not judge housing against services on its rent', () => {
    expect(rentBelowReferenceFlag({ ...SERVICES, rooms: [{ number: 0, name: null, rent: 0, charges: 0 }] })).toBeNull();
  });
});

describe('contactDetailsFlag', () => {
  it.each([
    ['06 12 34 56 78', 'un numéro de téléphone'],
    ['06.12.34.56.78', 'un numéro de téléphone'],
    ['0612345678', 'un numéro de téléphone'],
    ['+33 6 12 34 56 78', 'un numéro de téléphone'],
    ['0033 (0)6 12 34 56 78', 'un numéro de téléphone'],
    ['jean.dupont@gmail.com', 'une adresse e-mail'],
    ['jean.dupont arobase gmail.com', 'une adresse e-mail'],
    ['contactez-moi sur WhatsApp', 'une messagerie externe'],
    ['voir https://exemple.fr/annonce', 'un lien vers un site'],
    ['plus de photos sur www.mes-photos.net', 'un lien vers un site'],
    ['aussi sur leboncoin.fr', 'un lien vers un site'],
  ])('finds %s', (text, label) => {
    const flag = contactDetailsFlag([`Appartement calme. ${text} pour visiter.`]);
    expect(flag?.kind).toBe('contact_details');
    expect(flag?.message).toContain(label);
    expect(flag?.message).toMatch(/^Coordonnées dans le texte de l'annonce : .*« .+ »\)\. Les échanges doivent passer par la messagerie\.$/);
  });

  it('does not mistake rents, surfaces, dates or postal codes for contact details', () => {
    expect(
      contactDetailsFlag([
        'Loyer 1 200 €, 110 m², libre le 01/09/2025 ou le 01.09.2025, 69004 Lyon, 3e étage. Cuisine équipée.Salon commun.',
        null,
      ]),
    ).toBeNull();
  });

  it('names every kind found, not the e-mail domain twice', () => {
    expect(contactDetailsFlag(['Écrivez à paul@exemple.com', 'ou au 07 98 76 54 32'])?.message).toBe(
      "Coordonnées dans le texte de l'annonce : une adresse e-mail et un numéro de téléphone (« paul@exemple.com »). Les échanges doivent passer par la messagerie.",
    );
  });
});

describe('paymentDemandFlag', () => {
  it.each([
    ['Paiement par mandat cash uniquement.', 'mandat cash'],
    ['Envoi des clés après transfert Western Union.', 'Western Union'],
    ['Merci de faire un virement avant la visite pour bloquer la chambre.', 'virement avant la visite'],
    ['Il faut payer avant de visiter.', 'payer avant la visite'],
    ['La caution en liquide est demandée à la remise des clés.', 'caution en liquide'],
    ['Règlement en coupons Paysafecard.', 'Paysafecard'],
    ['Je suis actuellement à l’étranger, je vous enverrai les clés.', "propriétaire « à l'étranger »"],
  ])('finds « %s »', (text, label) => {
    const flag = paymentDemandFlag([text]);
    expect(flag?.kind).toBe('payment_demand');
    expect(flag?.message).toContain(`« ${label} »`);
  });

  it('leaves ordinary rent wording alone', () => {
    expect(paymentDemandFlag(['Loyer à payer avant le 5 de chaque mois par virement, caution d’un mois, visite sur rendez-vous.'])).toBeNull();
  });
});

describe('serviceFlags', () => {
  it('says nothing for an ordinary shared flat, even with services words', () => {
    expect(serviceFlags({ ...HOME, description: 'Présence jour et nuit de la gardienne.' })).toEqual([]);
  });

  it('accepts clear terms within the cap', () => {
    expect(serviceFlags(SERVICES)).toEqual([]);
  });

  it('flags missing hours and tasks', () => {
    expect(serviceFlags({ ...SERVICES, service_hours_per_week: null, service_tasks: '  ' }).map((flag) => flag.kind)).toEqual([
      'services_no_hours',
      'services_no_tasks',
    ]);
  });

  it('flags hours above 20 a week', () => {
    expect(serviceFlags({ ...SERVICES, service_hours_per_week: 25 })).toEqual([
      { kind: 'services_too_many_hours', message: '25 heures de services par semaine demandées : au-delà de 20 heures, cela ressemble à un emploi.' },
    ]);
    expect(serviceFlags({ ...SERVICES, service_hours_per_week: 20 })).toEqual([]);
  });

  it.each([
    ['Vous serez disponible 24h/24.', 'disponible 24h/24'],
    ['Présence jour et nuit.', 'jour et nuit'],
    ['Sans jour de repos.', 'sans jour de repos'],
    ['Soins médicaux quotidiens.', 'soins médicaux'],
    ['Aide à la toilette intime.', 'toilette intime'],
    ['Travail non déclaré.', 'non déclaré'],
    ['Disponible 7j/7.', '7 jours sur 7'],
  ])('flags the wording « %s »', (text, label) => {
    const flags = serviceFlags({ ...SERVICES, wishes: text });
    expect(flags).toEqual([{ kind: 'services_abusive_wording', message: `Formulation à risque pour un logement contre services : « ${label} ».` }]);
  });

  it('reads the task list too', () => {
    expect(serviceFlags({ ...SERVICES, service_tasks: 'Injections et pansements' }).map((flag) => flag.kind)).toEqual(['services_abusive_wording']);
  });
});

describe('moderationFlags', () => {
  it('is empty for a clean advert', () => {
    expect(moderationFlags(HOME, ['ffffffffffffffff'], [{ home_id: 3, phash: '0000000000000000' }])).toEqual([]);
  });

  it('lists every flag, duplicate photos first', () => {
    const flags = moderationFlags(
      { ...SERVICES, service_hours_per_week: 30, description: 'Appelez le 06 12 34 56 78, paiement par mandat cash.' },
      ['ffffffffffffffff'],
      [{ home_id: 3, phash: 'ffffffffffffffff' }],
    );
    expect(flags.map((flag) => flag.kind)).toEqual(['duplicate_photo', 'contact_details', 'payment_demand', 'services_too_many_hours']);
  });
});

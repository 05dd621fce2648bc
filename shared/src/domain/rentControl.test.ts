import { RENT_CONTROLLED_AREAS, rentControlAreaOf } from './rentControl';

describe('rent control (encadrement des loyers)', () => {
  it('finds the area of a commune under rent control, arrondissements and accents included', () => {
    expect(rentControlAreaOf({ city: 'Paris', postal_code: '75011' })?.name).toBe('Paris');
    expect(rentControlAreaOf({ city: 'Paris 11e Arrondissement', postal_code: '75011' })?.name).toBe('Paris');
    expect(rentControlAreaOf({ city: 'Lyon 3e', postal_code: '69003' })?.name).toBe('Lyon');
    expect(rentControlAreaOf({ city: 'villeurbanne', postal_code: '69100' })?.name).toBe('Villeurbanne');
    expect(rentControlAreaOf({ city: 'Epinay sur Seine', postal_code: '93800' })?.name).toBe('Plaine Commune');
    expect(rentControlAreaOf({ city: 'Montreuil', postal_code: '93100' })?.name).toBe('Est Ensemble');
    expect(rentControlAreaOf({ city: "Saint-Martin-d'Hères", postal_code: '38400' })?.name).toBe('Grenoble-Alpes Métropole');
  });

  it('tells nothing elsewhere, nor for a namesake in another département', () => {
    expect(rentControlAreaOf({ city: 'Nantes', postal_code: '44000' })).toBeNull();
    expect(rentControlAreaOf({ city: 'Saint-Denis', postal_code: '97400' })).toBeNull();
    expect(rentControlAreaOf({ city: 'Montreuil', postal_code: '62170' })).toBeNull();
    expect(rentControlAreaOf({ city: 'Paris', postal_code: null })).toBeNull();
    expect(rentControlAreaOf({ city: null, postal_code: '75001' })).toBeNull();
  });

  it('links every area to an official simulator page', () => {
    for (const area of RENT_CONTROLLED_AREAS) expect(area.simulatorUrl).toMatch(/^https:\/\/www\.service-public\.fr\//);
  });
});

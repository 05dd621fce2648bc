import { makeHome, makeRoom } from '../../../entities/properties/testing';
import { advertChecklist, canSubmit } from './checklist';

const terms = { hours_per_week: 8, tasks: 'Courses', trial_weeks: 4, notice_days: 30 };

describe('advert checklist', () => {
  it('lists the four parts of an advert, done or not', () => {
    const details = makeHome().details!;
    const home = makeHome({ step: 1, image_orders: [], rooms: [makeRoom({ rent: 450 })], details: { ...details, description: null } });
    expect(advertChecklist(home, null).map(({ part, done, step }) => [part, done, step])).toEqual([
      ['address', true, 'annonce-adresse'],
      ['description', false, 'annonce-description'],
      ['rooms', true, 'annonce-chambres'],
      ['photos', false, 'annonce-photo-video'],
    ]);
  });

  it('adds the housing-for-services terms for such an advert', () => {
    const details = { ...makeHome().details!, pay_by_service: true };
    const home = makeHome({ details });
    expect(advertChecklist(home, null).at(-1)).toEqual({ part: 'services', done: false, step: 'services' });
    expect(advertChecklist(home, terms).at(-1)).toEqual({ part: 'services', done: true, step: 'services' });
    expect(advertChecklist(home, { ...terms, hours_per_week: 30 }).at(-1)?.done).toBe(false);
  });
});

describe('submission to moderation', () => {
  it('is possible for a complete advert neither online nor waiting', () => {
    expect(canSubmit(makeHome({ step: 3, published: false, moderation_status: null }))).toBe(true);
    expect(canSubmit(makeHome({ step: 3, published: false, moderation_status: 'refused' }))).toBe(true);
    expect(canSubmit(makeHome({ step: 2, published: false, moderation_status: null }))).toBe(false);
    expect(canSubmit(makeHome({ step: 3, published: false, moderation_status: 'pending' }))).toBe(false);
    expect(canSubmit(makeHome({ step: 3, published: true, moderation_status: 'accepted' }))).toBe(false);
  });
});

import type { ResolvedCriteria } from '../../../src/modules/matching/criteria';
import { filterAnswers, homePasses, personFilter, personPasses, seekerPasses, yearsBefore, type HomeEntry, type PersonEntry } from '../../../src/modules/matching/engine/entries';
import { explainHome, explainPair, frenchList, lowerFirst } from '../../../src/modules/matching/engine/explain';
import { MULTI_SPECS, SINGLE_SPECS, compareMulti, toMask } from '../../../src/modules/matching/engine/fields';
import { circle, inCircle, nearestKm } from '../../../src/modules/matching/engine/geo';
import { Grid } from '../../../src/modules/matching/engine/grid';
import { compactProfile, hiddenFields, WANTS_NO_CHILDREN, WANTS_NO_SMOKERS, type Person, type ProfileSource } from '../../../src/modules/matching/engine/profile';
import { DEAL_BREAKER_PENALTY, homeFit, homeScoreOf, homeTotal, pairDetail, pairScore, pairTotal, type HomeTraits } from '../../../src/modules/matching/engine/score';
import { haversineKm } from '../../../src/modules/homes/reference-rent';
import { topByScore } from '../../../src/modules/matching/service';
import { homeExplainer, homeScoreExplained, type HomeContext } from '../../../src/modules/matching/hits';

const TODAY = '2026-11-21';

/** A profile row as stored (lists as JSON text), everything answered. */
function row(overrides: Partial<Record<string, unknown>> = {}, userId = 1): ProfileSource {
  const base: Record<string, unknown> = {
    user_id: userId,
    position: 1,
    situation: 1,
    birth_date: '1995-06-15',
    importance: JSON.stringify({ lifestyle: 3, personality: 3, athome: 3, employment: 3 }),
    private_fields: '[]',
    service_list: '[]',
    smoking: 1,
    pets: 3,
    children: 1,
    custody_schedule: null,
    meals: 3,
    pace_of_life: 1,
    outings_at_week: 2,
    religious: 1,
    appearance: 1,
    time_at_home: 2,
    clean_and_tidy: 2,
    cooking: 3,
    bathing: 2,
    tinkering: 2,
    gardening: 2,
    watching_tv: 2,
    work: 4,
    education: 5,
    business_area: 15,
    dietaries: '[1]',
    activities_we: '[2,3]',
    sports: '[1,15]',
    arts: '[4,8]',
    ecoloc: '[1,3]',
    character: '[2,5,10]',
    thinking_about: '[1,6]',
    hobby: '[1,3]',
    decorating: '[2]',
  };
  const merged = { ...base };
  for (const [key, value] of Object.entries(overrides)) merged[key] = Array.isArray(value) ? JSON.stringify(value) : key === 'importance' ? JSON.stringify(value) : value;
  return merged as unknown as ProfileSource;
}

function person(overrides: Partial<Record<string, unknown>> = {}, wants = 0, userId = 1): Person {
  return { profile: compactProfile(row(overrides, userId), TODAY), wants };
}

/** A deterministic pseudo-random profile. */
function randomPerson(seed: number): Person {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = (max: number) => 1 + Math.floor(next() * max);
  const list = (max: number) => [...new Set([pick(max), pick(max), pick(max)])].sort((a, b) => a - b);
  return person(
    {
      smoking: pick(4), pets: pick(3), children: pick(5), meals: pick(4), pace_of_life: pick(5), outings_at_week: pick(4), religious: pick(10),
      appearance: pick(6), time_at_home: pick(6), clean_and_tidy: pick(4), cooking: pick(4), bathing: pick(4), tinkering: pick(3),
      gardening: pick(4), watching_tv: pick(4), work: pick(13), education: pick(7), business_area: pick(26),
      activities_we: list(10), sports: list(20), arts: list(14), ecoloc: list(9), character: list(18), thinking_about: list(10), hobby: list(16),
      decorating: list(7), dietaries: list(10),
      importance: { lifestyle: pick(4), personality: pick(4), athome: pick(4), employment: pick(4) },
    },
    Math.floor(next() * 8),
    seed,
  );
}

describe('pair score', () => {
  it('is symmetric: Total(A, B) = Total(B, A), within 0..200', () => {
    for (let i = 1; i <= 200; i += 1) {
      const a = randomPerson(i);
      const b = randomPerson(i * 7919 + 13);
      const ab = pairTotal(a, b, 'peer');
      expect(pairTotal(b, a, 'peer')).toBe(ab);
      expect(ab).toBeGreaterThanOrEqual(0);
      expect(ab).toBeLessThanOrEqual(200);
      expect(pairDetail(a, b, 'peer').total).toBe(ab);
      expect(pairTotal(b, a, 'pro')).toBe(pairTotal(a, b, 'pro'));
    }
  });

  it('gives 200 to two identical people who agree on everything', () => {
    expect(pairTotal(person(), person({}, 0, 2), 'peer')).toBe(200);
  });

  it('adds both directions, each weighted by its own importance', () => {
    // Same habits at home, different personalities: the more A cares about home habits, the higher.
    const b = person({ character: [1, 3], hobby: [14], thinking_about: [4] }, 0, 2);
    const low = person({ importance: { lifestyle: 3, personality: 4, athome: 1, employment: 3 } });
    const high = person({ importance: { lifestyle: 3, personality: 1, athome: 4, employment: 3 } });
    expect(pairTotal(high, b, 'peer')).toBeGreaterThan(pairTotal(low, b, 'peer'));
    const detail = pairDetail(high, b, 'peer');
    expect(detail.sections[2]).toBeGreaterThan(detail.sections[1]!);
  });

  it('never uses private answers (they compare as unanswered)', () => {
    const b = person({ religious: 5, dietaries: [6], work: 1, children: 3, custody_schedule: 1 }, WANTS_NO_CHILDREN, 2);
    const hidden = person({ religious: 2, dietaries: [7], work: 12, children: 3, custody_schedule: 1, private_fields: ['religious', 'dietaries', 'work', 'children'] });
    const unanswered = person({ religious: null, dietaries: [], work: null, children: null, custody_schedule: null });
    expect(pairTotal(hidden, b, 'peer')).toBe(pairTotal(unanswered, b, 'peer'));
    // A private "children" answer cannot trigger the children deal-breaker either.
    expect(pairDetail(b, hidden, 'peer').dealBreakers).not.toContain('children-other');
    expect(hidden.profile.single.every((value, i) => !['religious', 'work', 'children', 'custody_schedule'].includes(SINGLE_SPECS[i]!.field) || value === 0)).toBe(true);
  });

  it('keeps the private birth date out of the age', () => {
    expect(compactProfile(row({ birth_date: '2000-01-01' }), TODAY).age).toBe(26);
    expect(compactProfile(row({ birth_date: '2000-01-01', private_fields: ['birth_date'] }), TODAY).age).toBeNull();
  });

  it('never uses religion nor diets in a professional view', () => {
    // Both consented (a peer view uses them only then: see below).
    const consented = { sensitive_consent_at: '2026-11-01T00:00:00.000Z' };
    const seeker = person({ religious: 2, dietaries: [6], ...consented }, 0, 2);
    const sameFaith = person({ religious: 2, dietaries: [6], ...consented });
    const otherFaith = person({ religious: 5, dietaries: [7], ...consented });
    expect(pairTotal(sameFaith, seeker, 'pro')).toBe(pairTotal(otherFaith, seeker, 'pro'));
    expect(pairTotal(sameFaith, seeker, 'peer')).toBeGreaterThan(pairTotal(otherFaith, seeker, 'peer'));
    const fields = pairDetail(sameFaith, seeker, 'pro').matches.map((m) => (m.kind === 'single' ? SINGLE_SPECS[m.index]!.field : MULTI_SPECS[m.index]!.field));
    expect(fields).not.toContain('religious');
    expect(fields).not.toContain('dietaries');
  });

  it('uses religion and diets in a peer view only when both people consented', () => {
    const consented = { sensitive_consent_at: '2026-11-01T00:00:00.000Z' };
    const seeker = person({ religious: 2, dietaries: [6], ...consented }, 0, 2);
    const otherFaith = person({ religious: 5, dietaries: [7], ...consented });
    const otherFaithNoConsent = person({ religious: 5, dietaries: [7] });
    const sameAnswersElsewhere = person({ religious: 2, dietaries: [6] });
    expect(pairTotal(seeker, otherFaith, 'peer')).toBeLessThan(pairTotal(seeker, sameAnswersElsewhere, 'peer'));
    // Without the other's consent, their answers are blanked: religion and diet compare nothing.
    expect(pairTotal(seeker, otherFaithNoConsent, 'peer')).toBe(pairTotal(seeker, sameAnswersElsewhere, 'peer'));
    const fields = pairDetail(seeker, otherFaithNoConsent, 'peer').matches.map((m) => (m.kind === 'single' ? SINGLE_SPECS[m.index]!.field : MULTI_SPECS[m.index]!.field));
    expect(fields).not.toContain('religious');
    expect(fields).not.toContain('dietaries');
  });

  it('gives no total below MIN_COMMON_ANSWERS answers in common, and says the differences', () => {
    const empty = Object.fromEntries(['meals', 'pace_of_life', 'outings_at_week', 'appearance', 'time_at_home', 'clean_and_tidy', 'cooking', 'bathing', 'tinkering', 'gardening', 'watching_tv', 'work', 'education', 'business_area', 'children'].map((f) => [f, null]));
    const lists = Object.fromEntries(['dietaries', 'activities_we', 'sports', 'arts', 'ecoloc', 'character', 'thinking_about', 'hobby', 'decorating'].map((f) => [f, '[]']));
    const few = person({ ...empty, ...lists, smoking: 1, pets: 1, meals: 1 }, 0, 2);
    const full = person({ smoking: 4, pets: 1, meals: 4 });
    const detail = pairDetail(full, few, 'peer');
    expect(detail.common).toBe(3);
    expect(detail.total).toBeNull();
    expect(pairScore(full, few, 'peer')).toBeNull();
    expect(pairTotal(full, few, 'peer')).toBe(0);
    expect(explainPair(detail).Vigilance).toEqual([
      'Tabac : vous, vapoteur ; cette personne, non-fumeur',
      'Repas : vous, les repas en commun presque tous les jours ; cette personne, chacun cuisine et mange de son côté',
    ]);
    // A difference a deal-breaker already states is not said twice.
    const smoker = pairDetail(person({ smoking: 3, pace_of_life: 2 }), person({ smoking: 1, pace_of_life: 1 }, 0, 2), 'peer');
    expect(smoker.dealBreakers).toEqual(['smoking-self', 'pace']);
    expect(explainPair(smoker).Vigilance).toEqual([]);
    expect(homeScoreOf([null], 0.5)).toBeNull();
    expect(homeScoreOf([], 1)).toBeNull();
    expect(homeScoreOf([null, 200], 1)).toBe(200);
  });

  it('lists deal-breakers from the reader side and lowers the score by 20 each', () => {
    const nonSmoker = person({ smoking: 1, pets: 1 });
    const smoker = person({ smoking: 3, pets: 2 }, 0, 2);
    const detail = pairDetail(nonSmoker, smoker, 'peer');
    expect(detail.dealBreakers).toEqual(['smoking-other', 'pets-other']);
    expect(pairDetail(smoker, nonSmoker, 'peer').dealBreakers).toEqual(['smoking-self', 'pets-self']);
    expect(explainPair(detail).DealBreakers).toEqual([
      'Tabac : cette personne fume, vous préférez vivre avec des non-fumeurs',
      'Animaux : cette personne a un animal, vous préférez vivre sans',
    ]);
    const outside = person({ smoking: 3, pets: 3 }, 0, 2);
    expect(pairDetail(nonSmoker, outside, 'peer').dealBreakers).toEqual(['smoking-other']);
    expect(pairTotal(nonSmoker, outside, 'peer')).toBeLessThan(pairTotal(nonSmoker, person({ smoking: 1, pets: 3 }, 0, 3), 'peer') - DEAL_BREAKER_PENALTY + 1);
  });

  it('reads refusals from the saved search: no smokers, no children', () => {
    const vaper = person({ smoking: 4 }, 0, 2);
    expect(pairDetail(person({}, WANTS_NO_SMOKERS), vaper, 'peer').dealBreakers).toContain('smoking-other');
    const parent = person({ children: 3, custody_schedule: 1 }, 0, 2);
    expect(explainPair(pairDetail(person({}, WANTS_NO_CHILDREN), parent, 'peer')).DealBreakers).toContain(
      'Enfants : cette personne a des enfants, vous préférez vivre sans',
    );
    expect(pairDetail(parent, person({}, WANTS_NO_CHILDREN), 'peer').dealBreakers).toContain('children-self');
  });

  it('flags opposite rhythms and very different tidiness', () => {
    expect(pairDetail(person({ pace_of_life: 1, clean_and_tidy: 1 }), person({ pace_of_life: 2, clean_and_tidy: 4 }, 0, 2), 'peer').dealBreakers).toEqual(['pace', 'tidy']);
  });
});

describe('explanations', () => {
  it('gives the three strongest reasons in French, from the catalogue labels', () => {
    const a = person({ cooking: 3, pace_of_life: 1, smoking: 1, sports: [15], hobby: [1, 7] });
    const b = person({ cooking: 4, pace_of_life: 1, smoking: 1, sports: [15, 2], hobby: [1, 7] }, 0, 2);
    const score = explainPair(pairDetail(a, b, 'peer'));
    expect(score.Reasons).toHaveLength(3);
    const all = pairDetail(a, b, 'peer');
    const texts = new Set(explainPair({ ...all, matches: all.matches }).Reasons);
    expect(texts.size).toBe(3);
    // Every candidate reason is French and natural.
    const reasons = explainPair(pairDetail(person({ cooking: 3, pace_of_life: 1 }), person({ cooking: 3, pace_of_life: 1, character: [], hobby: [], sports: [], arts: [], activities_we: [], thinking_about: [], ecoloc: [] }, 0, 2), 'peer')).Reasons;
    expect(reasons.join(' | ')).toMatch(/Vous aimez tous les deux cuisiner|Même rythme : lève-tôt|Non-fumeur : compatible|Vous êtes tous les deux ordonnés/);
  });

  it('words each kind of reason', () => {
    const only = (field: string, a: unknown, b: unknown) => {
      const blank = Object.fromEntries([...SINGLE_SPECS.map((s) => [s.field, null]), ...MULTI_SPECS.map((s) => [s.field, []])]);
      return explainPair(pairDetail(person({ ...blank, [field]: a }), person({ ...blank, [field]: b }, 0, 2), 'peer')).Reasons;
    };
    expect(only('cooking', 3, 4)).toEqual(['Vous aimez tous les deux cuisiner']);
    expect(only('pace_of_life', 1, 1)).toEqual(['Même rythme : lève-tôt']);
    expect(only('smoking', 1, 1)).toEqual(['Non-fumeur : compatible']);
    expect(only('sports', [15, 1], [15, 1, 2])).toEqual(['Sports en commun : course à pied et escalade']);
    expect(only('education', 4, 4)).toEqual(["Même niveau d'études : bac +2 (BTS, DUT)"]);
    expect(only('religious', 2, 2)).toEqual([]);
    expect(only('clean_and_tidy', 1, 2)).toEqual(['Vous êtes tous les deux ordonnés']);
  });

  it('formats lists and labels', () => {
    expect(frenchList(['a'])).toBe('a');
    expect(frenchList(['a', 'b', 'c', 'd'])).toBe('a, b et c');
    expect(frenchList(['produits locaux et de saison', 'compost'])).toBe('produits locaux et de saison, compost');
    expect(lowerFirst('Course à pied')).toBe('course à pied');
    expect(lowerFirst('CAP ou BEP')).toBe('CAP ou BEP');
    expect(lowerFirst('Écologie')).toBe('écologie');
  });
});

describe('home score', () => {
  const traits = (overrides: Partial<HomeTraits> = {}): HomeTraits => ({ ecoloc: 0, services: 0, payByService: false, furnished: true, handicapFriendly: false, ...overrides });

  it('is 200 × (0.25 + 0.5 × fit) without occupants, 50 % when nothing is known', () => {
    const seeker = person({ ecoloc: [] });
    const { fit } = homeFit(seeker.profile, traits(), false);
    expect(fit).toBeNull();
    expect(homeTotal([], fit)).toBe(100);
    expect(homeTotal([], 1)).toBe(150);
    expect(homeTotal([], 0)).toBe(50);
  });

  it('is 0.8 × the occupants and 0.2 × the home with occupants', () => {
    expect(homeTotal([150, 100], 0.5)).toBe(Math.round(0.8 * 125 + 0.2 * 100));
  });

  it('rewards housing against services, shared eco-living practices and furniture for students', () => {
    const servicesSeeker = person({ position: 4, service_list: [2, 3], ecoloc: [1, 2], work: 1 }).profile;
    const good = homeFit(servicesSeeker, traits({ payByService: true, services: toMask([2, 3]), ecoloc: toMask([1, 2]) }), false);
    const bad = homeFit(servicesSeeker, traits({ payByService: false, ecoloc: 0, furnished: false }), false);
    expect(good.fit).toBe(1);
    expect(bad.fit!).toBeLessThan(0.3);
    expect(explainHome(homeTotal([], good.fit), [], good.parts, 'seeker').Reasons).toEqual([
      'Logement contre services : ce que vous recherchez',
      'Gestes écologiques pratiqués dans ce logement : tri des déchets et compost',
      'Services attendus que vous proposez : compagnie et conversation, courses',
    ]);
    expect(explainHome(100, [], good.parts, 'pro').Reasons[0]).toBe('Cherche un logement contre services, comme vous le proposez');
  });

  it('names the occupant "votre hôte" in a seeker view of a home', () => {
    const occupant = person({ smoking: 3 }, 0, 2);
    const seeker = person({ smoking: 1 });
    const pair = pairDetail(seeker, occupant, 'peer');
    expect(explainHome(100, [pair], [], 'seeker').DealBreakers).toEqual(['Tabac : votre hôte fume, vous préférez vivre avec des non-fumeurs']);
  });
});

describe('geography', () => {
  it('keeps a point of the circle and drops one just outside, like the great-circle distance', () => {
    const lyon = { id: 1, lat: 45.7578, lng: 4.832 };
    const c = circle(lyon, 5);
    for (const bearing of [0, 45, 90, 135, 180, 270]) {
      const rad = (bearing * Math.PI) / 180;
      const at = (km: number) => ({ lat: lyon.lat + (km / 111.195) * Math.cos(rad), lng: lyon.lng + (km / (111.195 * Math.cos((lyon.lat * Math.PI) / 180))) * Math.sin(rad) });
      const inside = at(4.97);
      const outside = at(5.03);
      expect(inCircle(c, inside.lat, inside.lng)).toBe(true);
      expect(inCircle(c, outside.lat, outside.lng)).toBe(false);
      expect(Math.abs(haversineKm(lyon, inside) - 4.97)).toBeLessThan(0.02);
    }
    expect(nearestKm([c, circle({ id: 2, lat: 45.7719, lng: 4.8902 }, 5)], 45.7719, 4.8902)).toBe(0);
  });

  it('finds entries through the grid cells of a box only', () => {
    const grid = new Grid<{ id: number }>();
    grid.set({ id: 1 }, [45.75, 4.83]);
    grid.set({ id: 2 }, [48.85, 2.35, 45.76, 4.84]);
    const found: number[] = [];
    grid.forEachInBox(45.7, 45.8, 4.8, 4.9, (v) => found.push(v.id));
    expect(found.sort()).toEqual([1, 2]);
    grid.remove(2);
    const again: number[] = [];
    grid.forEachInBox(45.7, 45.8, 4.8, 4.9, (v) => again.push(v.id));
    expect(again).toEqual([1]);
  });

  it('replaces the entries of a cell in place (the index repacking its entries)', () => {
    const grid = new Grid<{ id: number; copy?: boolean }>();
    grid.set({ id: 1 }, [45.75, 4.83]);
    grid.set({ id: 2 }, [45.76, 4.84, 48.85, 2.35]);
    expect(grid.cellKeys()).toHaveLength(2);
    for (const key of grid.cellKeys()) grid.remapCell(key, (v) => ({ id: v.id, copy: true }));
    const copies: boolean[] = [];
    grid.forEachInBox(45.7, 49, 2, 4.9, (v) => copies.push(v.copy === true));
    expect(copies).toEqual([true, true, true]);
    // Removal goes by id, so it finds the copies in every cell of the entry.
    grid.remove(2);
    const left: number[] = [];
    grid.forEachInBox(45.7, 49, 2, 4.9, (v) => left.push(v.id));
    expect(left).toEqual([1]);
  });
});

function criteria(overrides: Partial<ResolvedCriteria> = {}): ResolvedCriteria {
  return {
    circles: [circle({ id: 1, lat: 45.7578, lng: 4.832 }, 5)],
    radiusKm: 5,
    bedroomCount: 1,
    budgetMin: 0,
    budgetMax: 1500,
    ageMin: 0,
    ageMax: 120,
    situations: [],
    gender: null,
    flags: { children: null, pets: null, smoking: null, private_bathroom: null, private_toilets: null, ecoloc: null, handicap_friendly: null, pay_by_service: null, has_home: null },
    filters: {},
    ...overrides,
  };
}

function entry(overrides: Partial<Record<string, unknown>> = {}, extra: Partial<PersonEntry> = {}): PersonEntry {
  const source = row(overrides) as unknown as Record<string, unknown>;
  const hidden = hiddenFields(source.private_fields as string);
  const { answers, lists } = filterAnswers(source, hidden);
  return {
    id: 1,
    stamp: 0,
    matchable: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    person: { profile: compactProfile(source as unknown as ProfileSource, TODAY, hidden), wants: 0 },
    answers,
    lists,
    birthDate: hidden.has('birth_date') ? null : (source.birth_date as string),
    search: { budgetMin: 300, budgetMax: 600, bedroomCount: 1, accessible: false, radiusKm: 5, searchPoints: 2, criteria: criteria() },
    points: [45.7578, 4.832],
    hasHome: false,
    ...extra,
  };
}

describe('hard filters', () => {
  const passes = (e: PersonEntry, c: ResolvedCriteria) => personPasses(e, personFilter(c, TODAY)) && seekerPasses(e, c, null);

  it('filters on age from the shared birth date only', () => {
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    const thirty = entry({ birth_date: yearsBefore(TODAY, 30) });
    expect(passes(thirty, criteria({ ageMin: 30, ageMax: 30 }))).toBe(true);
    expect(passes(thirty, criteria({ ageMin: 31, ageMax: 40 }))).toBe(false);
    expect(passes(entry({ birth_date: '1996-01-01', private_fields: ['birth_date'] }), criteria({ ageMin: 18, ageMax: 99 }))).toBe(false);
    expect(passes(entry({ birth_date: '1996-01-01', private_fields: ['birth_date'] }), criteria())).toBe(true);
  });

  it('filters on situations, gender (never a private one) and the yes / no criteria', () => {
    expect(passes(entry({ situation: 2 }), criteria({ situations: [1, 3] }))).toBe(false);
    expect(passes(entry({ situation: 3 }), criteria({ situations: [1, 3] }))).toBe(true);
    expect(passes(entry({ gender: 2 }), criteria({ gender: 2 }))).toBe(true);
    expect(passes(entry({ gender: 2, private_fields: ['gender'] }), criteria({ gender: 2 }))).toBe(false);
    const flags = (flag: string, value: boolean) => criteria({ flags: { ...criteria().flags, [flag]: value } });
    expect(passes(entry({ smoking: 2 }), flags('smoking', false))).toBe(false);
    expect(passes(entry({ smoking: 1 }), flags('smoking', false))).toBe(true);
    expect(passes(entry({ pets: 2 }), flags('pets', true))).toBe(true);
    expect(passes(entry({ pets: 3 }), flags('pets', true))).toBe(false);
    expect(passes(entry({ children: 3 }), flags('children', true))).toBe(true);
    expect(passes(entry({ children: 3, private_fields: ['children'] }), flags('children', true))).toBe(false);
    expect(passes(entry({ ecoloc: [] }), flags('ecoloc', true))).toBe(false);
    expect(passes(entry({ position: 4 }), flags('pay_by_service', true))).toBe(true);
    expect(passes(entry({ position: 1 }), flags('pay_by_service', true))).toBe(false);
    expect(passes(entry({}, { hasHome: true }), flags('has_home', false))).toBe(false);
  });

  it('filters on overlapping budgets and on profile answers', () => {
    expect(passes(entry(), criteria({ budgetMin: 600, budgetMax: 900 }))).toBe(true);
    expect(passes(entry(), criteria({ budgetMin: 650, budgetMax: 900 }))).toBe(false);
    expect(passes(entry({}, { search: null }), criteria({ budgetMin: 100, budgetMax: 900 }))).toBe(false);
    expect(passes(entry({ meals: 3 }), criteria({ filters: { meals: [3, 4] } }))).toBe(true);
    expect(passes(entry({ meals: 2 }), criteria({ filters: { meals: [3, 4] } }))).toBe(false);
    expect(passes(entry({ sports: [1, 15] }), criteria({ filters: { sports: [15] } }))).toBe(true);
    expect(passes(entry({ religious: 2, private_fields: ['religious'] }), criteria({ filters: { religious: [2] } }))).toBe(false);
  });

  it('keeps homes with enough fitting rooms in the budget', () => {
    const home: HomeEntry = {
      id: 1,
      stamp: 0,
      ownerId: 9,
      lat: 45.7578,
      lng: 4.832,
      createdAt: '2026-01-01',
      rooms: [
        { price: 450, privateBathroom: false, privateToilets: false, availableFrom: '2026-12-01' },
        { price: 550, privateBathroom: true, privateToilets: false, availableFrom: null },
        { price: null, privateBathroom: true, privateToilets: true, availableFrom: null },
      ],
      traits: { ecoloc: toMask([1]), services: 0, payByService: false, furnished: true, handicapFriendly: false },
    };
    const none = { ecoloc: 0, services: 0 };
    expect(homePasses(home, criteria({ budgetMin: 400, budgetMax: 600 }), none)).toEqual({ priceMin: 450, availableMin: '0000-00-00' });
    expect(homePasses(home, criteria({ budgetMin: 400, budgetMax: 500 }), none)).toEqual({ priceMin: 450, availableMin: '2026-12-01' });
    expect(homePasses(home, criteria({ bedroomCount: 2 }), none)).not.toBeNull();
    expect(homePasses(home, criteria({ bedroomCount: 3 }), none)).toBeNull();
    const bathroom = criteria({ flags: { ...criteria().flags, private_bathroom: true } });
    expect(homePasses(home, bathroom, none)).toEqual({ priceMin: 550, availableMin: '0000-00-00' });
    expect(homePasses(home, criteria({ flags: { ...criteria().flags, private_bathroom: false } }), none)).not.toBeNull();
    expect(homePasses(home, criteria({ flags: { ...criteria().flags, handicap_friendly: true } }), none)).toBeNull();
    expect(homePasses(home, criteria(), { ecoloc: toMask([2]), services: 0 })).toBeNull();
  });
});

describe('paging by score', () => {
  it('ranks best first, newest id first on equal scores, and pages', () => {
    const ids = [5, 9, 2, 7];
    const totals = [120, 150, 150, 10];
    expect(topByScore(ids, totals, 0, 12)).toEqual([9, 2, 5, 7]);
    expect(topByScore(ids, totals, 1, 2)).toEqual([2, 5]);
    expect(topByScore(ids, totals, 4, 2)).toEqual([]);
  });
});

it('compares lists by overlap', () => {
  const sports = MULTI_SPECS.find((s) => s.field === 'sports')!;
  expect(compareMulti(sports, toMask([1, 2]), toMask([1, 2]))).toBe(1);
  expect(compareMulti(sports, toMask([1]), toMask([3]))).toBe(0);
  expect(compareMulti(sports, toMask([1, 2]), toMask([2, 3]))).toBeCloseTo(Math.sqrt(0.5));
});

describe('explaining one home to many seekers', () => {
  const traits: HomeTraits = { ecoloc: toMask([1, 2]), services: 0, payByService: false, furnished: true, handicapFriendly: false };

  it('gives each seeker what homeScoreExplained gives, sharing explanations when nobody lives there', () => {
    for (const occupants of [[], [randomPerson(7)]]) {
      const context: HomeContext = { traits, occupants };
      const explain = homeExplainer(context, 'peer');
      for (let seed = 1; seed <= 40; seed += 1) {
        const seeker = randomPerson(seed);
        const accessible = seed % 3 === 0;
        expect(explain(seeker, accessible)).toEqual(homeScoreExplained(seeker, context, 'peer', accessible));
      }
    }
  });
});

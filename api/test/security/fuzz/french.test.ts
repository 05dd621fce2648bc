import { frenchProblem, visibleText } from './french';

describe('the French error checker used by the fuzz suite', () => {
  it.each([
    'Ressource introuvable.',
    "Vous n'avez pas accès à cette ressource.",
    'Champ inconnu : staff_role.',
    'La fin de la page (to) doit être un nombre entier positif.',
    'controlStatus doit valoir VALIDATED, REFUSED, CANCELLED ou ERROR.',
    'Le chemin de la page doit commencer par « / ».',
    "L'adresse demandée est invalide.",
  ])('accepts %j', (message) => {
    expect(frenchProblem(message)).toBeNull();
  });

  it.each([
    ['body/name must be string', /must/],
    ["Unexpected token } in JSON at position 5", /Unexpected/],
    ['Bad Request', /Bad/],
    ['SQLITE_CONSTRAINT: NOT NULL constraint failed: users.email', /SQLITE|constraint/],
    ["Cannot read properties of undefined (reading 'id')", /Cannot/],
    ['Le champ est null', /null/],
    ['Erreur : {"code":"FST_ERR_CTP_INVALID_MEDIA_TYPE"}', /FST_|\{/],
    ['', /empty/],
    ['...', /no letter/],
    ['ABC123', /no French word/],
  ])('refuses %j', (message, reason) => {
    expect(frenchProblem(message)).toMatch(reason);
  });

  it('refuses a message that is not a string, or one that echoes a huge input', () => {
    expect(frenchProblem(undefined)).toMatch(/not a string/);
    expect(frenchProblem(`Champ inconnu : ${'a'.repeat(500)}.`)).toMatch(/characters long/);
  });

  it('reads the visible text of a page', () => {
    expect(visibleText('<html><head><style>p{}</style></head><body><h1>Paiement introuvable</h1><script>x()</script></body></html>')).toBe('Paiement introuvable');
  });
});

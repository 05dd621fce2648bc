import { decideRentRequest, type RentRequestFacts } from '../../../src/modules/tenant-space/rule';

const ALLOWED: RentRequestFacts = { visitTookPlace: true, leaseAccepted: true, payeeValidated: true, rentPaid: false, alreadyRequested: false };

const VISIT = "la visite du logement par ce locataire n'a pas encore eu lieu";
const LEASE = "aucun bail pour ce logement n'a été accepté par ce locataire";
const ACCOUNT = "vous n'avez pas encore de compte bancaire validé par authentification forte (ajoutez-le dans Paramètres)";

describe('the anti-scam rule', () => {
  // Every combination of the three conditions, with the exact words of each refusal.
  const cases: Array<[boolean, boolean, boolean, string | null]> = [
    [true, true, true, null],
    [false, true, true, `${VISIT}`],
    [true, false, true, `${LEASE}`],
    [true, true, false, `${ACCOUNT}`],
    [false, false, true, `${VISIT} et ${LEASE}`],
    [false, true, false, `${VISIT} et ${ACCOUNT}`],
    [true, false, false, `${LEASE} et ${ACCOUNT}`],
    [false, false, false, `${VISIT}, ${LEASE} et ${ACCOUNT}`],
  ];
  it.each(cases)('visit %s, lease %s, account %s', (visitTookPlace, leaseAccepted, payeeValidated, missing) => {
    const decision = decideRentRequest({ ...ALLOWED, visitTookPlace, leaseAccepted, payeeValidated });
    if (missing === null) {
      expect(decision).toEqual({ allowed: true });
      return;
    }
    expect(decision.allowed).toBe(false);
    if (decision.allowed) return;
    expect(decision.reason).toBe(
      `Toit Partagé ne permet pas encore de demander ce loyer : ${missing}. Tant que ces conditions ne sont pas réunies, ne demandez aucun paiement au locataire.`,
    );
    expect(decision.missing).toEqual([!visitTookPlace && 'visit', !leaseAccepted && 'lease', !payeeValidated && 'account'].filter(Boolean));
  });

  it('never allows asking again for a paid or an already requested rent, whatever the rest', () => {
    for (const visitTookPlace of [true, false]) {
      for (const leaseAccepted of [true, false]) {
        for (const payeeValidated of [true, false]) {
          const base = { visitTookPlace, leaseAccepted, payeeValidated };
          expect(decideRentRequest({ ...base, rentPaid: true, alreadyRequested: false })).toEqual({
            allowed: false,
            reason: 'Ce loyer a déjà été payé : il ne peut plus être demandé.',
            missing: [],
          });
          expect(decideRentRequest({ ...base, rentPaid: false, alreadyRequested: true })).toEqual({
            allowed: false,
            reason: 'Ce loyer a déjà été demandé au locataire.',
            missing: [],
          });
          expect(decideRentRequest({ ...base, rentPaid: true, alreadyRequested: true }).allowed).toBe(false);
        }
      }
    }
  });
});

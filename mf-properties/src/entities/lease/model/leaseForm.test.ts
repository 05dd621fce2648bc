import { emptyLease, leaseErrors, maxDeposit, toLeaseInput, type LeaseValues } from './leaseForm';

const filled: LeaseValues = {
  kind: 'room',
  room: '2',
  tenant_email: ' camille@exemple.fr ',
  start_date: '2026-04-01',
  duration_months: '12',
  rent: '400',
  charges: '40',
  deposit: '800',
  furnished: true,
  special_terms: '  Animaux acceptés. ',
};

describe('lease form', () => {
  it('caps the deposit at 1 month of rent without charges, 2 when furnished', () => {
    expect(maxDeposit(400, false)).toBe(400);
    expect(maxDeposit(400, true)).toBe(800);
    expect(leaseErrors(filled)).toEqual({});
    expect(leaseErrors({ ...filled, furnished: false })).toEqual({ deposit: 'depositTooHigh' });
    expect(leaseErrors({ ...filled, deposit: '800,01' })).toEqual({ deposit: 'depositTooHigh' });
  });

  it('asks for the room only for a room lease', () => {
    const empty = emptyLease('room');
    expect(leaseErrors(empty)).toEqual({ room: 'required', tenant_email: 'required', start_date: 'required', rent: 'required', charges: 'required', deposit: 'required' });
    expect(leaseErrors({ ...emptyLease('whole') }).room).toBeUndefined();
  });

  it('checks the e-mail, the date and the duration', () => {
    expect(leaseErrors({ ...filled, tenant_email: 'camille', start_date: '2026-04-31', duration_months: '0' })).toEqual({ tenant_email: 'email', start_date: 'date', duration_months: 'duration' });
    expect(leaseErrors({ ...filled, duration_months: '121' }).duration_months).toBe('duration');
    expect(leaseErrors({ ...filled, duration_months: '1,5' }).duration_months).toBe('duration');
  });

  it('makes the API body', () => {
    expect(toLeaseInput(filled)).toEqual({
      kind: 'room',
      room_id: 2,
      tenant_email: 'camille@exemple.fr',
      start_date: '2026-04-01',
      duration_months: 12,
      rent: 400,
      charges: 40,
      deposit: 800,
      furnished: true,
      special_terms: 'Animaux acceptés.',
    });
    expect(toLeaseInput({ ...filled, kind: 'whole', special_terms: '' })).toMatchObject({ room_id: null, special_terms: null });
  });
});

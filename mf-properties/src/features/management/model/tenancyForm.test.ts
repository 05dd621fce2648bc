import { EMPTY_TENANCY, tenancyErrors, toTenancyInput, type TenancyValues } from './tenancyForm';

const filled: TenancyValues = {
  room: '2',
  tenant_name: '  Paul Morel ',
  tenant_email: 'paul.morel@exemple.fr',
  start_date: '2026-04-01',
  rent: '420,50',
  charges: '40',
  deposit: '0',
};

describe('add tenant form', () => {
  it('asks for every field', () => {
    expect(tenancyErrors(EMPTY_TENANCY)).toEqual({
      room: 'required',
      tenant_name: 'required',
      tenant_email: 'required',
      start_date: 'required',
      rent: 'required',
      charges: 'required',
      deposit: 'required',
    });
  });

  it('checks the e-mail, the date and the amounts', () => {
    expect(tenancyErrors({ ...filled, tenant_email: 'paul@exemple', start_date: '2026-02-31', rent: '0', charges: 'abc', deposit: '-1' })).toEqual({
      tenant_email: 'email',
      start_date: 'date',
      rent: 'amountPositive',
      charges: 'amount',
      deposit: 'amount',
    });
    expect(tenancyErrors(filled)).toEqual({});
  });

  it('sends a room id, or null for the whole home, with amounts as numbers', () => {
    expect(toTenancyInput(filled)).toEqual({
      room_id: 2,
      tenant_name: 'Paul Morel',
      tenant_email: 'paul.morel@exemple.fr',
      start_date: '2026-04-01',
      rent: 420.5,
      charges: 40,
      deposit: 0,
    });
    expect(toTenancyInput({ ...filled, room: 'whole' }).room_id).toBeNull();
  });
});

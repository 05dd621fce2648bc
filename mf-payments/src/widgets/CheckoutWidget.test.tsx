import { json, mockApi, signInAs, signOutLocally } from '@coloc/shared/testing';
import { render, screen } from '@testing-library/react';
import { makeHome, OFFERS, OWNER } from '../entities/checkout/testing';
import { bootstrap, checkoutData, CheckoutWidget, mount, unmount, update } from './CheckoutWidget';

afterEach(() => signOutLocally());

describe('./Checkout widget', () => {
  it('exposes single-spa lifecycles, update included', () => {
    expect([bootstrap, mount, unmount, update].every((fn) => typeof fn === 'function')).toBe(true);
  });

  it('reads its data strictly', () => {
    const onDone = () => undefined;
    expect(checkoutData({ stage: 'payment', homeId: '31', returnPath: '/proprietaire/succes-paiement/31', onDone })).toEqual({
      stage: 'payment',
      homeId: 31,
      returnPath: '/proprietaire/succes-paiement/31',
      onOfferChosen: undefined,
      onDone,
    });
    expect(checkoutData({ stage: 'offers', homeId: null, returnPath: '/a' })?.homeId).toBeNull();
    expect(checkoutData({ stage: 'pay', homeId: 31, returnPath: '/a' })).toBeNull();
    expect(checkoutData({ stage: 'result', homeId: -1, returnPath: '/a' })).toBeNull();
    expect(checkoutData({ stage: 'result', homeId: 31, returnPath: 'https://evil.example/' })).toBeNull();
    expect(checkoutData({ stage: 'result', homeId: 31, returnPath: '//evil.example/' })).toBeNull();
    expect(checkoutData(undefined)).toBeNull();
  });

  it('renders the stage it is given, and nothing for bad data', async () => {
    signInAs(OWNER);
    mockApi({ 'GET /api/offers': () => json(200, OFFERS), 'GET /api/homes/31': () => json(200, makeHome('confort')) });
    const view = render(<CheckoutWidget data={{ stage: 'offers', homeId: 31, returnPath: '/proprietaire/succes-paiement/31' }} />);
    expect(await screen.findByRole('radio', { name: /Confort/ })).toBeChecked();
    view.unmount();
    const { container } = render(<CheckoutWidget data={{ stage: 'nope' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

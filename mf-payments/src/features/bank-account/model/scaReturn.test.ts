import { controlStatusForServer, outcomeOf, readScaReturn, scaReturnPath, takeScaReturn, withoutScaReturn } from './scaReturn';

describe('reading the SCA return', () => {
  it('reads controlStatus and actionStatus of its own flow only', () => {
    expect(readScaReturn('?home_id=3&sca_for=bank_account&controlStatus=VALIDATED&actionStatus=abc', 'bank_account')).toEqual({
      controlStatus: 'VALIDATED',
      actionStatus: 'abc',
    });
    expect(readScaReturn('?sca_for=enroll&controlStatus=VALIDATED&actionStatus=abc', 'bank_account')).toBeNull();
    expect(readScaReturn('?home_id=3', 'enroll')).toBeNull();
  });

  it('reads every return, not only a marked one: unmarked is the bank account\'s, a lone value counts', () => {
    expect(readScaReturn('?controlStatus=validated&actionStatus=abc', 'bank_account')).toEqual({ controlStatus: 'VALIDATED', actionStatus: 'abc' });
    expect(readScaReturn('?controlStatus=VALIDATED&actionStatus=abc', 'enroll')).toBeNull();
    expect(readScaReturn('?sca_for=bank_account&controlStatus=VALIDATED', 'bank_account')).toEqual({ controlStatus: 'VALIDATED', actionStatus: '' });
    expect(readScaReturn('?actionStatus=abc', 'bank_account')).toEqual({ controlStatus: '', actionStatus: 'abc' });
  });

  it('maps the status to what the user meant; anything unknown is an error', () => {
    expect(outcomeOf('VALIDATED')).toBe('validated');
    expect(outcomeOf('REFUSED')).toBe('refused');
    expect(outcomeOf('CANCELLED')).toBe('cancelled');
    expect(outcomeOf('ERROR')).toBe('error');
    expect(outcomeOf('<script>')).toBe('error');
    expect(controlStatusForServer('bidon')).toBe('ERROR');
    expect(controlStatusForServer('REFUSED')).toBe('REFUSED');
  });
});

describe('removing it from the URL', () => {
  it('keeps the other query values and the hash', () => {
    expect(withoutScaReturn({ pathname: '/agent/parameters', search: '?home_id=3&sca_for=bank_account&controlStatus=VALIDATED&actionStatus=abc', hash: '#compte-bancaire' })).toBe(
      '/agent/parameters?home_id=3#compte-bancaire',
    );
    expect(withoutScaReturn({ pathname: '/agent/biens', search: '?controlStatus=REFUSED&actionStatus=x&sca_for=enroll', hash: '' })).toBe('/agent/biens');
  });

  it('takeScaReturn reads, then replaces the address at once (history state kept)', () => {
    window.history.replaceState({ key: 'router-state' }, '', '/agent/parameters?home_id=3&sca_for=bank_account&controlStatus=CANCELLED&actionStatus=ref#compte-bancaire');
    expect(takeScaReturn('enroll')).toBeNull();
    expect(window.location.search).toContain('controlStatus');
    expect(takeScaReturn('bank_account')).toEqual({ controlStatus: 'CANCELLED', actionStatus: 'ref' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/agent/parameters?home_id=3#compte-bancaire');
    expect(window.history.state).toEqual({ key: 'router-state' });
    // Nothing left to replay on a reload.
    expect(takeScaReturn('bank_account')).toBeNull();
  });

  it('removes an unmarked return too', () => {
    window.history.replaceState(null, '', '/proprietaire/parameters?home_id=4&controlStatus=VALIDATED&actionStatus=ref');
    expect(takeScaReturn('bank_account')).toEqual({ controlStatus: 'VALIDATED', actionStatus: 'ref' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/proprietaire/parameters?home_id=4');
  });
});

describe('the return path sent to the provider', () => {
  it('is this page with its query, marked with the flow, without stale return values', () => {
    expect(scaReturnPath({ pathname: '/agent/parameters', search: '?home_id=3&controlStatus=REFUSED&actionStatus=old' }, 'bank_account', 'compte-bancaire')).toBe(
      '/agent/parameters?home_id=3&sca_for=bank_account#compte-bancaire',
    );
    expect(scaReturnPath({ pathname: '/proprietaire/biens', search: '' }, 'enroll')).toBe('/proprietaire/biens?sca_for=enroll');
  });
});

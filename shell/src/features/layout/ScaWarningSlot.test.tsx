import { makeUser } from '@coloc/shared/testing';
import { render, waitFor } from '@testing-library/react';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args), registerRemotes: (...args: unknown[]) => registerRemotes(...args) }));

import { resetRemotesConfig } from '../remotes/registry';
import { needsScaWarning, ScaWarningSlot } from './ScaWarningSlot';

function remotesJson(body: unknown) {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status: 200 })) as typeof fetch;
}

/** Lifecycles that render a marker into the parcel's element. */
function fakeWidget() {
  const mount = jest.fn(async (props: { domElement: HTMLElement }) => {
    props.domElement.innerHTML = '<p>Authentification forte requise</p>';
  });
  loadRemote.mockResolvedValue({ bootstrap: async () => undefined, mount, unmount: async (props: { domElement: HTMLElement }) => void (props.domElement.innerHTML = '') });
  return mount;
}

const agent = makeUser({ type: 4, sca_status: 'required' });

describe('the SCA warning slot of the dashboard', () => {
  beforeEach(() => {
    resetRemotesConfig();
    loadRemote.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('is for owners and agents (owner-occupiers included) whose sca_status is required', () => {
    expect(needsScaWarning(agent)).toBe(true);
    expect(needsScaWarning(makeUser({ type: 2, sca_status: 'required' }))).toBe(true);
    expect(needsScaWarning(makeUser({ type: 1, sca_status: 'required', home: { is_coloc: false } as never }))).toBe(true);
    expect(needsScaWarning(makeUser({ type: 8, sca_status: 'required' }))).toBe(false);
    expect(needsScaWarning(makeUser({ type: 1, sca_status: 'required' }))).toBe(false);
    expect(needsScaWarning(makeUser({ type: 2, sca_status: 'validated' }))).toBe(false);
    expect(needsScaWarning(null)).toBe(false);
  });

  it("leaves « Mes biens » to its checklist, except on a return from the bank's page", () => {
    const withHome = { ...agent, home: { id: 3, is_coloc: true } as never };
    expect(needsScaWarning(withHome, { pathname: '/agent/biens', search: '' })).toBe(false);
    expect(needsScaWarning(withHome, { pathname: '/agent/biens', search: '?controlStatus=VALIDATED&actionStatus=OK' })).toBe(true);
    // No home yet: the checklist lists nothing, so the warning stays.
    expect(needsScaWarning({ ...agent, home: null }, { pathname: '/agent/biens', search: '' })).toBe(true);
    expect(needsScaWarning(agent, { pathname: '/agent/biens', search: '?controlStatus=VALIDATED&actionStatus=OK' })).toBe(true);
    expect(needsScaWarning(agent, { pathname: '/agent/gestion', search: '?home_id=3' })).toBe(true);
  });

  it("mounts mf_payments' ./ScaWarning for an agent who must authenticate", async () => {
    remotesJson({ mf_payments: '/remotes/mf-payments/mf-manifest.json' });
    const mount = fakeWidget();
    const { container } = render(<ScaWarningSlot user={agent} />);
    await waitFor(() => expect(mount).toHaveBeenCalled());
    expect(loadRemote).toHaveBeenCalledWith('mf_payments/ScaWarning');
    expect(container).toHaveTextContent('Authentification forte requise');
  });

  it('loads nothing for anyone else', async () => {
    remotesJson({ mf_payments: '/remotes/mf-payments/mf-manifest.json' });
    fakeWidget();
    const { container } = render(<ScaWarningSlot user={makeUser({ type: 2, sca_status: 'validated' })} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRemote).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing, and no fallback, when mf_payments is not deployed or fails to load', async () => {
    remotesJson({});
    const { container, unmount } = render(<ScaWarningSlot user={agent} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRemote).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
    unmount();

    resetRemotesConfig();
    remotesJson({ mf_payments: '/remotes/mf-payments/mf-manifest.json' });
    loadRemote.mockRejectedValue(new Error('RUNTIME-003'));
    const failed = render(<ScaWarningSlot user={agent} />);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(failed.container).toBeEmptyDOMElement();
    expect(failed.container).not.toHaveTextContent('Ce module est momentanément indisponible.');
  });

  it('takes the warning away once the user no longer needs it', async () => {
    remotesJson({ mf_payments: '/remotes/mf-payments/mf-manifest.json' });
    const mount = fakeWidget();
    const { container, rerender } = render(<ScaWarningSlot user={agent} />);
    await waitFor(() => expect(mount).toHaveBeenCalled());
    rerender(<ScaWarningSlot user={{ ...agent, sca_status: 'validated' }} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

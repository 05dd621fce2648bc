import { render, screen, waitFor } from '@testing-library/react';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args), registerRemotes: (...args: unknown[]) => registerRemotes(...args) }));

import { BackgroundRemote } from './BackgroundRemote';
import { resetRemotesConfig } from './registry';

function remotesJson(body: unknown) {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status: 200 })) as typeof fetch;
}

describe('background remote widgets', () => {
  beforeEach(() => {
    resetRemotesConfig();
    loadRemote.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('mounts the exposed widget out of sight', async () => {
    remotesJson({ mf_matching: '/remotes/mf-matching/mf-manifest.json' });
    const mounted = jest.fn(async () => undefined);
    loadRemote.mockResolvedValue({ bootstrap: async () => undefined, mount: mounted, unmount: async () => undefined });
    const { container } = render(<BackgroundRemote remote="mf_matching" exposed="MatchCount" />);
    await waitFor(() => expect(mounted).toHaveBeenCalled());
    expect(loadRemote).toHaveBeenCalledWith('mf_matching/MatchCount');
    expect(container.querySelector('div')).toHaveStyle({ display: 'none' });
  });

  it('shows nothing at all when the remote is not deployed', async () => {
    remotesJson({});
    const { container } = render(<BackgroundRemote remote="mf_matching" exposed="MatchCount" />);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Ce module est momentanément indisponible.')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args), registerRemotes: (...args: unknown[]) => registerRemotes(...args) }));

import { RemoteParcel } from './RemoteParcel';
import { resetRemotesConfig } from './registry';

function remotesJson(body: unknown, status = 200) {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
}

const lifecycles = {
  bootstrap: async () => undefined,
  mount: async (props: { domElement: HTMLElement }) => {
    props.domElement.innerHTML = '<h1>Contenu du module</h1>';
  },
  unmount: async (props: { domElement: HTMLElement }) => {
    props.domElement.innerHTML = '';
  },
};

describe('remote parcels', () => {
  beforeEach(() => {
    resetRemotesConfig();
    loadRemote.mockReset();
    registerRemotes.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('registers the remotes of remotes.json and mounts the exposed app', async () => {
    remotesJson({ mf_public: '/remotes/mf-public/mf-manifest.json' });
    loadRemote.mockResolvedValue(lifecycles);
    render(<RemoteParcel remote="mf_public" />);
    expect(await screen.findByRole('heading', { name: 'Contenu du module' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_public', entry: '/remotes/mf-public/mf-manifest.json' }]);
    expect(loadRemote).toHaveBeenCalledWith('mf_public/app');
  });

  it('shows the French fallback when the remote fails to load, and retries', async () => {
    remotesJson({ mf_public: 'http://127.0.0.1:9/mf-manifest.json' });
    loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003'));
    render(<RemoteParcel remote="mf_public" />);
    expect(await screen.findByText('Ce module est momentanément indisponible.')).toBeInTheDocument();
    // Meanwhile remotes.json was fixed: the retry reads it again.
    remotesJson({ mf_public: '/remotes/mf-public/mf-manifest.json' });
    loadRemote.mockResolvedValueOnce(lifecycles);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Contenu du module' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_public', entry: '/remotes/mf-public/mf-manifest.json' }], { force: true });
  });

  it('shows the fallback for a remote missing from remotes.json', async () => {
    remotesJson({});
    render(<RemoteParcel remote="mf_matching" />);
    expect(await screen.findByText('Ce module est momentanément indisponible.')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("SPEC 8: a widget (linked content) that fails says « Le contenu n'a pas pu être chargé », with a retry", async () => {
    remotesJson({ mf_public: '/x.json' });
    loadRemote.mockRejectedValue(new Error('réseau'));
    render(<RemoteParcel remote="mf_public" exposed="AdvertView" />);
    expect(await screen.findByText("Le contenu n'a pas pu être chargé")).toBeInTheDocument();
    expect(screen.queryByText('Ce module est momentanément indisponible.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows the fallback when a remote throws while mounting', async () => {
    remotesJson({ mf_public: '/x.json' });
    loadRemote.mockResolvedValue({ ...lifecycles, mount: async () => { throw new Error('boom'); } });
    render(<RemoteParcel remote="mf_public" />);
    expect(await screen.findByText('Ce module est momentanément indisponible.')).toBeInTheDocument();
  });
});

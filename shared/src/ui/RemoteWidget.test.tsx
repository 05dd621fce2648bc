import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $remoteWidgetRenderer, RemoteWidget, remoteWidgetRendererProvided, type RemoteWidgetProps } from './RemoteWidget';

function FakeRenderer({ remote, exposed, data }: RemoteWidgetProps) {
  return <p>{`${remote}/${exposed} ${JSON.stringify(data)}`}</p>;
}

describe('RemoteWidget', () => {
  it('renders the fallback when no shell provided a renderer', () => {
    const scope = fork();
    render(
      <Provider value={scope}>
        <RemoteWidget remote="mf_public" exposed="AdvertView" fallback={<p>Aperçu indisponible</p>} />
      </Provider>,
    );
    expect(screen.getByText('Aperçu indisponible')).toBeInTheDocument();
  });

  it("hands remote, exposed module and data to the shell's renderer", () => {
    const scope = fork({ values: [[$remoteWidgetRenderer, FakeRenderer]] });
    render(
      <Provider value={scope}>
        <RemoteWidget remote="mf_public" exposed="AdvertView" data={{ homeId: 7, preview: true }} />
      </Provider>,
    );
    expect(screen.getByText('mf_public/AdvertView {"homeId":7,"preview":true}')).toBeInTheDocument();
  });

  it('keeps the renderer the shell provides', () => {
    remoteWidgetRendererProvided(FakeRenderer);
    expect($remoteWidgetRenderer.getState()).toBe(FakeRenderer);
  });
});

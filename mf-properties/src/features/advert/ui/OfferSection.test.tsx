import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally } from '@coloc/shared/testing';
import { remoteWidgetRendererProvided, type RemoteWidgetProps } from '@coloc/shared/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHome, makeLandlord, OWNER_ID } from '../../../entities/properties/testing';
import AdvertPage from './AdvertPage';

const owner = makeUser({ id: OWNER_ID, type: 2 });
const home = makeHome({ published: true, offer: null });
const noModeration = { status: null, reason: null, submitted_at: null, moderated_at: null };

/** What the shell would mount: a stand-in that records the widget's data. */
let mounted: RemoteWidgetProps[] = [];
function StubWidget(props: RemoteWidgetProps) {
  mounted.push(props);
  return <p data-testid="checkout">{`${props.exposed} ${String(props.data?.stage)}`}</p>;
}
const lastData = () => mounted.at(-1)!.data as { stage: string; homeId: number; returnPath: string; onOfferChosen: (id: string) => void; onDone: () => void };

afterEach(() => {
  remoteWidgetRendererProvided(null as never);
  signOutLocally();
});

function open(query = '', landlords = [makeLandlord()], user = owner, withShell = true) {
  mounted = [];
  if (withShell) remoteWidgetRendererProvided(StubWidget);
  signInAs(user);
  mockApi({
    [`GET /api/homes/${home.id}`]: () => json(200, home),
    [`GET /api/homes/${home.id}/landlords`]: () => json(200, landlords),
    [`GET /api/homes/${home.id}/moderation`]: () => json(200, noModeration),
  });
  renderAt(<AdvertPage />, { url: `/proprietaire/annonce/${home.id}${query}`, path: '/:user_type/annonce/:home_id' });
}

describe('« Offre et visibilité » on annonce/{home_id}', () => {
  it('chooses the offer, then pays it, coming back to this page', async () => {
    open(`?home_id=${home.id}`);
    const section = await screen.findByRole('region', { name: 'Offre et visibilité' });
    expect(within(section).getByTestId('checkout')).toHaveTextContent('Checkout offers');
    expect(lastData()).toMatchObject({ stage: 'offers', homeId: home.id, returnPath: `/proprietaire/annonce/${home.id}` });
    expect(within(section).queryByRole('button', { name: 'Continuer vers le paiement' })).not.toBeInTheDocument();

    act(() => lastData().onOfferChosen('confort'));
    await userEvent.click(within(section).getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(within(section).getByTestId('checkout')).toHaveTextContent('Checkout payment');
    await userEvent.click(within(section).getByRole('button', { name: "Changer d'offre" }));
    expect(within(section).getByTestId('checkout')).toHaveTextContent('Checkout offers');
  });

  it("shows the provider's return as a result", async () => {
    open('?reference=TP-ABC123');
    const section = await screen.findByRole('region', { name: 'Offre et visibilité' });
    expect(within(section).getByTestId('checkout')).toHaveTextContent('Checkout result');
    await userEvent.click(within(section).getByRole('button', { name: 'Choisir une autre offre' }));
    expect(within(section).getByTestId('checkout')).toHaveTextContent('Checkout offers');
  });

  it('is not offered to a manager without advert access', async () => {
    const manager = makeUser({ id: 99, type: 8 });
    open('', [makeLandlord(), makeLandlord({ id: 99, user_id: 99, role: 'manager', status: 'accepted' })], manager);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon annonce' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offre et visibilité' })).not.toBeInTheDocument();
  });

  it('says in French when the payments area is unavailable', async () => {
    open('', [makeLandlord()], owner, false);
    expect(await screen.findByText('Les offres et le paiement sont momentanément indisponibles.')).toBeInTheDocument();
  });
});

import { type Home } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { remoteWidgetRendererProvided, type RemoteWidgetProps } from '@coloc/shared/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHome, makeLandlord, OWNER_ID } from '../../../entities/properties/testing';
import AdvertModificationPage from './AdvertModificationPage';

const owner = makeUser({ id: OWNER_ID, type: 2 });
const mounted: RemoteWidgetProps[] = [];

/** Stands for the shell's parcel loader: records what the page mounts. */
function FakeRemote(props: RemoteWidgetProps) {
  mounted.push(props);
  return <p data-testid="remote">{`${props.remote}/${props.exposed} ${String(props.data?.step ?? '')}`}</p>;
}

afterEach(() => {
  signOutLocally();
  mounted.length = 0;
});

function open(home: Home, url = `/proprietaire/annonce-modification/${home.id}?home_id=${home.id}`, routes: Record<string, Handler> = {}) {
  signInAs(owner);
  const api = mockApi({
    ...routes,
    [`GET /api/homes/${home.id}`]: () => json(200, home),
    [`GET /api/homes/${home.id}/landlords`]: () => json(200, [makeLandlord()]),
    [`GET /api/homes/${home.id}/moderation`]: () => json(200, { status: null, reason: null, submitted_at: null, moderated_at: null }),
  });
  renderAt(<AdvertModificationPage />, { url, path: '/:user_type/annonce-modification/:home_id' });
  return api;
}

describe('AdvertModificationPage, with the registration editor', () => {
  beforeEach(() => remoteWidgetRendererProvided(FakeRemote));

  it('shows a manager without advert access the NoAccess page, not the forms (SPEC 6)', async () => {
    open(makeHome({ access: { landlord: true, advert: false, agenda: false } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès réservé' })).toBeInTheDocument();
    expect(screen.getByText(/son propriétaire ne vous en a pas confié la gestion/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(mounted).toEqual([]);
  });

  it('mounts the registration step of each tab in edit mode', async () => {
    open(makeHome());
    const tabs = await screen.findByRole('tablist', { name: 'Parties de l’annonce' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Adresse', 'Description', 'Chambres', 'Charges', 'Photos']);
    expect(screen.getByTestId('remote')).toHaveTextContent('mf_registration/AdvertEditor annonce-adresse');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Description' }));
    expect(screen.getByTestId('remote')).toHaveTextContent('mf_registration/AdvertEditor annonce-description');
    expect(within(tabs).getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(mounted.at(-1)?.data).toMatchObject({ homeId: 12, step: 'annonce-description' });
    // Keyboard: arrows move between tabs.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Chambres' })).toHaveFocus();
    expect(screen.getByTestId('remote')).toHaveTextContent('annonce-chambres');
  });

  it('takes the saved home from the editor', async () => {
    open(makeHome());
    await screen.findByTestId('remote');
    const onSaved = mounted.at(-1)!.data!.onSaved as (home: Home) => void;
    const details = { ...makeHome().details!, pay_by_service: true };
    expect(screen.queryByRole('tab', { name: 'Logement contre services' })).not.toBeInTheDocument();
    act(() => onSaved(makeHome({ details })));
    // Now housing for services: its own tab appears.
    expect(await screen.findByRole('tab', { name: 'Logement contre services' })).toBeInTheDocument();
  });
});

describe('AdvertModificationPage, housing-for-services terms', () => {
  const details = { ...makeHome().details!, pay_by_service: true, services: null };

  it('checks the terms in French and saves them', async () => {
    const api = open(makeHome({ details }), '/proprietaire/annonce-modification/12?home_id=12&tab=services', {
      'PUT /api/homes/12': () => json(200, makeHome({ details: { ...details, services: { hours_per_week: 10, tasks: 'Courses\nJardinage', trial_weeks: 4, notice_days: 30 } } })),
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Logement contre services' });
    expect(within(panel).getByText(/20 heures par semaine au plus/)).toBeInTheDocument();
    const hours = within(panel).getByLabelText("Heures d'aide par semaine");
    await userEvent.type(hours, '25');
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer les conditions' }));
    expect(await within(panel).findByText('Au plus 20 heures par semaine.')).toBeInTheDocument();
    expect(within(panel).getAllByText('Champ obligatoire.')).toHaveLength(3);

    await userEvent.clear(hours);
    await userEvent.type(hours, '10');
    await userEvent.type(within(panel).getByLabelText('Tâches attendues'), 'Courses{Enter}Jardinage');
    await userEvent.type(within(panel).getByLabelText("Période d'essai (en semaines)"), '4');
    await userEvent.type(within(panel).getByLabelText('Préavis pour mettre fin à l’accord (en jours)'), '30');
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer les conditions' }));
    expect(await within(panel).findByText('Conditions enregistrées.')).toBeInTheDocument();
    expect(await api.lastBody('PUT /api/homes/12')).toEqual({ services: { hours_per_week: 10, tasks: 'Courses\nJardinage', trial_weeks: 4, notice_days: 30 } });
  });

  it("keeps what was typed and shows the API's refusal", async () => {
    const putApi = open(makeHome({ details }), '/proprietaire/annonce-modification/12?home_id=12&tab=services', {
      'PUT /api/homes/12': () => json(400, { error: 'Le préavis doit être un nombre entier de jours entre 1 et 90.' }),
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Logement contre services' });
    await userEvent.type(within(panel).getByLabelText("Heures d'aide par semaine"), '5');
    await userEvent.type(within(panel).getByLabelText('Tâches attendues'), 'Courses');
    await userEvent.type(within(panel).getByLabelText("Période d'essai (en semaines)"), '2');
    await userEvent.type(within(panel).getByLabelText('Préavis pour mettre fin à l’accord (en jours)'), '15');
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer les conditions' }));
    expect(await within(panel).findByText('Le préavis doit être un nombre entier de jours entre 1 et 90.')).toBeInTheDocument();
    expect(await putApi.lastBody('PUT /api/homes/12')).toEqual({ services: { hours_per_week: 5, tasks: 'Courses', trial_weeks: 2, notice_days: 15 } });
    expect(within(panel).getByLabelText('Tâches attendues')).toHaveValue('Courses');
  });
});

describe('AdvertModificationPage, without a shell', () => {
  it('links to the registration step when the editor cannot be shown', async () => {
    remoteWidgetRendererProvided(null as never);
    open(makeHome());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Modifier cette partie étape par étape' })).toHaveAttribute('href', '/proprietaire/annonce-adresse/12'));
  });
});

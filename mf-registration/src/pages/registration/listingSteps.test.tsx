import { NON_COLOC_HOME_STEPS, OWNER_STEPS, SHARED_HOME_STEPS } from '@coloc/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { json, mockApi } from '@coloc/shared/testing';
import type { StepContext } from '../../entities/flow/model/context';
import { STEP_COMPONENTS } from './registry';
import { LISTING_STEPS } from '../../features/listing/steps';
import { OPTIONS, owner, seeker } from '../../features/listing/test/fixtures';

const HOME_STEPS = [...new Set<string>([...SHARED_HOME_STEPS, ...NON_COLOC_HOME_STEPS, ...OWNER_STEPS])];

describe('listing steps', () => {
  it.each(HOME_STEPS)('%s is registered in the flow', (step) => {
    expect(LISTING_STEPS[step]).toBeDefined();
    expect(STEP_COMPONENTS[step as keyof typeof STEP_COMPONENTS]).toBe(LISTING_STEPS[step]);
  });

  it.each(HOME_STEPS)('%s loads its screen', async (step) => {
    mockApi({
      'GET /api/homes/default': () => json(404, { error: 'Aucun logement.' }),
      'GET /api/homes/31': () => json(404, { error: 'Introuvable.' }),
      'GET /api/offers': () => json(200, []),
    });
    const pro = (OWNER_STEPS as readonly string[]).includes(step) && !(NON_COLOC_HOME_STEPS as readonly string[]).includes(step);
    const flow: StepContext = {
      step,
      user: pro ? owner() : seeker((SHARED_HOME_STEPS as readonly string[]).includes(step) ? 'shared' : 'non-coloc'),
      options: OPTIONS,
      mode: 'registration',
      homeId: pro ? (step === 'annonce-adresse' ? 'new' : 31) : null,
      isFirst: false,
      position: 2,
      total: 10,
      next: jest.fn(),
      previous: jest.fn(),
    };
    const Step = LISTING_STEPS[step]!;
    render(
      <MemoryRouter>
        <Suspense fallback={<p>Chargement de l’étape…</p>}>
          <Step flow={flow} />
        </Suspense>
      </MemoryRouter>,
    );
    // Either the step's form or, for a step that needs a home, the way back to it.
    await waitFor(() => expect(document.querySelector('h1, a[href], button')).not.toBeNull());
    expect(screen.queryByText('Chargement de l’étape…')).not.toBeInTheDocument();
  });
});

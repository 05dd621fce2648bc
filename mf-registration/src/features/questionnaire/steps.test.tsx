import { COLOC_BASE_STEPS } from '@coloc/shared';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { fr } from '../../i18n/fr';
import { mockApi } from '@coloc/shared/testing';
import { makeUser } from '@coloc/shared/testing';
import { QUESTIONNAIRE_STEPS } from './steps';
import { makeFlow, makeProfile } from '../../entities/flow/testing';

const TITLES: Record<string, string> = {
  'lifestyle-1': fr.questionnaire.lifestyle1.title,
  'lifestyle-2': fr.questionnaire.lifestyle2.title,
  'lifestyle-3': fr.questionnaire.lifestyle3.title,
  'lifestyle-4': fr.questionnaire.lifestyle4.title,
  'lifestyle-5': fr.questionnaire.lifestyle5.title,
  'lifestyle-6': fr.questionnaire.lifestyle6.title,
  'personality-1': fr.questionnaire.personality1.title,
  'personality-2': fr.questionnaire.personality2.title,
  'athome-1': fr.questionnaire.athome1.title,
  'athome-2': fr.questionnaire.athome2.title,
  employment: fr.questionnaire.employment.title,
  'personality-3': fr.questionnaire.personality3.title,
  'personality-4': fr.questionnaire.personality4.title,
  'personality-5': fr.questionnaire.personality5.title,
  'home-1': fr.questionnaire.home1.title,
  search: fr.questionnaire.search.title,
};

describe('QUESTIONNAIRE_STEPS', () => {
  it('registers exactly the seeker steps before the home branch, and search', () => {
    expect(Object.keys(QUESTIONNAIRE_STEPS).sort()).toEqual([...COLOC_BASE_STEPS, 'search'].sort());
  });

  it.each([...COLOC_BASE_STEPS, 'search'])('%s loads its own screen', async (step) => {
    mockApi({});
    const Step = QUESTIONNAIRE_STEPS[step]!;
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Step flow={makeFlow(makeUser({ profile: makeProfile() }), { step })} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: TITLES[step] })).toBeInTheDocument();
  });
});

import type { ProfileData } from '@coloc/shared';
import { Alert } from '@coloc/shared/ui';
import type { ComponentType } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import type { StepComponent, StepContext } from '../../../entities/flow/model/context';

export interface ProfileStepProps {
  flow: StepContext;
  profile: ProfileData;
}

/** Profile steps need the profile the API creates with the account; without it nothing can be saved. */
export function withProfile(Step: ComponentType<ProfileStepProps>): StepComponent {
  function ProfileStep({ flow }: { flow: StepContext }) {
    const t = useTexts();
    const profile = flow.user.profile;
    if (!profile) return <Alert tone="error">{t('questionnaire.noProfile')}</Alert>;
    return <Step flow={flow} profile={profile} />;
  }
  ProfileStep.displayName = `ProfileStep(${Step.displayName ?? Step.name})`;
  return ProfileStep;
}

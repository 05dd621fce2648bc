// Step home-1: the housing project. The home question picks the branch of the flow (SPEC 2.6).
import { type HomeKindAnswer, homeKindOf, optionList } from '@coloc/shared';
import { useRef, useState } from 'react';
import { useTexts } from '../../../../i18n/useTexts';
import { saveProfile } from '../../../../entities/flow/api/registrationApi';
import { ChoiceGroup, MultiChoiceGroup } from '../../../../entities/flow/ui/ChoiceGroup';
import { StepForm } from '../../../../entities/flow/ui/StepForm';
import { HOME_KIND_ANSWERS, offersServices } from '../../model/answers';
import { focusFirstError } from '../focusFirstError';
import styles from '../steps.module.css';
import { withProfile, type ProfileStepProps } from '../withProfile';

const HOME_KIND_TEXTS = {
  none: 'questionnaire.home1.homeKinds.none',
  shared: 'questionnaire.home1.homeKinds.shared',
  'non-coloc': 'questionnaire.home1.homeKinds.nonColoc',
} as const;

/** Looking for a home against services (4): what one can give; offering one (5): what one expects. */
const SEEKS_HOME_AGAINST_SERVICES = 4;

function Home1Step({ flow, profile }: ProfileStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(profile.position);
  const [homeKind, setHomeKind] = useState<HomeKindAnswer | null>(
    profile.home_kind ?? (flow.user.home ? homeKindOf(flow.user) : null),
  );
  const [services, setServices] = useState(profile.service_list);
  const [submitted, setSubmitted] = useState(false);
  // The branch is chosen while registering; from the profile page, changing it would not walk the
  // home steps, so only the project itself can be edited there.
  const asksHomeKind = flow.mode === 'registration';
  const withServices = offersServices(position);

  const errors = {
    position: position === null ? t('questionnaire.required') : null,
    homeKind: asksHomeKind && homeKind === null ? t('questionnaire.required') : null,
  };
  const shown = (error: string | null) => (submitted ? error : null);
  const homeKindOptions = HOME_KIND_ANSWERS.map((kind, index) => ({ id: index + 1, text: t(HOME_KIND_TEXTS[kind]), children: [] }));

  async function submit() {
    setSubmitted(true);
    if (errors.position || errors.homeKind) {
      focusFirstError(body.current);
      return false;
    }
    await saveProfile(profile.id, {
      position,
      service_list: withServices ? services : [],
      ...(asksHomeKind ? { home_kind: homeKind } : {}),
    });
  }

  return (
    <StepForm flow={flow} title={t('questionnaire.home1.title')} intro={t('questionnaire.home1.intro')} onSubmit={submit}>
      <div ref={body}>
        <ChoiceGroup
          name="position"
          legend={t('questionnaire.home1.position')}
          options={optionList(flow.options, 'position')}
          value={position}
          onChange={setPosition}
          stacked
          error={shown(errors.position)}
        />
        {withServices && (
          <div className={styles.follow}>
            <MultiChoiceGroup
              legend={t(position === SEEKS_HOME_AGAINST_SERVICES ? 'questionnaire.home1.servicesGiven' : 'questionnaire.home1.servicesWanted')}
              hint={t('questionnaire.severalAnswers')}
              options={optionList(flow.options, 'service_list')}
              value={services}
              onChange={setServices}
            />
          </div>
        )}
        {asksHomeKind && (
          <ChoiceGroup
            name="home_kind"
            legend={t('questionnaire.home1.homeKind')}
            options={homeKindOptions}
            value={homeKind ? HOME_KIND_ANSWERS.indexOf(homeKind) + 1 : null}
            onChange={(id) => setHomeKind(HOME_KIND_ANSWERS[id - 1] ?? null)}
            stacked
            error={shown(errors.homeKind)}
          />
        )}
      </div>
    </StepForm>
  );
}
export const Home1 = withProfile(Home1Step);

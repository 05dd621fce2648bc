import { LISTING_STEPS } from '../../features/listing/steps';
import { QUESTIONNAIRE_STEPS } from '../../features/questionnaire/steps';

/** Every step name of SPEC 2.6 to its screen. */
export const STEP_COMPONENTS = { ...QUESTIONNAIRE_STEPS, ...LISTING_STEPS };

// Steps athome-1 and athome-2, and employment: habits at home, work and studies.
import { questionsStep } from '../QuestionsStep';

export const Athome1 = questionsStep({
  title: 'questionnaire.athome1.title',
  intro: 'questionnaire.athome1.intro',
  questions: [
    { kind: 'single', field: 'time_at_home', legend: 'questionnaire.athome1.timeAtHome' },
    { kind: 'single', field: 'clean_and_tidy', legend: 'questionnaire.athome1.cleanAndTidy' },
    { kind: 'single', field: 'cooking', legend: 'questionnaire.athome1.cooking' },
    { kind: 'single', field: 'bathing', legend: 'questionnaire.athome1.bathing' },
  ],
});

export const Athome2 = questionsStep({
  title: 'questionnaire.athome2.title',
  intro: 'questionnaire.athome2.intro',
  questions: [
    { kind: 'single', field: 'tinkering', legend: 'questionnaire.athome2.tinkering' },
    { kind: 'single', field: 'gardening', legend: 'questionnaire.athome2.gardening' },
    { kind: 'single', field: 'watching_tv', legend: 'questionnaire.athome2.watchingTv' },
    { kind: 'multi', field: 'decorating', legend: 'questionnaire.athome2.decorating' },
  ],
  importance: 'athome',
});

export const Employment = questionsStep({
  title: 'questionnaire.employment.title',
  intro: 'questionnaire.employment.intro',
  questions: [
    { kind: 'single', field: 'work', legend: 'questionnaire.employment.work' },
    { kind: 'single', field: 'education', legend: 'questionnaire.employment.education' },
    { kind: 'single', field: 'business_area', legend: 'questionnaire.employment.businessArea', select: true },
  ],
  importance: 'employment',
});

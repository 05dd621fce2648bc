// Step screens of the seeker's questionnaire (lifestyle-1 … home-1, search), loaded on demand: one
// chunk per section, so a step only downloads its neighbours.
import { lazy, type LazyExoticComponent } from 'react';
import type { StepComponent } from '../../entities/flow/model/context';
import type { QuestionnaireStep } from './model/sections';

const lifestyle = () => import(/* webpackChunkName: "questionnaire-lifestyle" */ './ui/steps/lifestyle');
const personality = () => import(/* webpackChunkName: "questionnaire-personality" */ './ui/steps/personality');
const athome = () => import(/* webpackChunkName: "questionnaire-athome" */ './ui/steps/athome');
const home = () => import(/* webpackChunkName: "questionnaire-home" */ './ui/steps/home');

function from<M>(load: () => Promise<M>, pick: (module: M) => StepComponent): LazyExoticComponent<StepComponent> {
  return lazy(async () => ({ default: pick(await load()) }));
}

const steps = {
  'lifestyle-1': from(lifestyle, (m) => m.Lifestyle1),
  'lifestyle-2': from(lifestyle, (m) => m.Lifestyle2),
  'lifestyle-3': from(lifestyle, (m) => m.Lifestyle3),
  'lifestyle-4': from(lifestyle, (m) => m.Lifestyle4),
  'lifestyle-5': from(lifestyle, (m) => m.Lifestyle5),
  'lifestyle-6': from(lifestyle, (m) => m.Lifestyle6),
  'personality-1': from(personality, (m) => m.Personality1),
  'personality-2': from(personality, (m) => m.Personality2),
  'athome-1': from(athome, (m) => m.Athome1),
  'athome-2': from(athome, (m) => m.Athome2),
  employment: from(athome, (m) => m.Employment),
  'personality-3': from(personality, (m) => m.Personality3),
  'personality-4': from(personality, (m) => m.Personality4),
  'personality-5': from(personality, (m) => m.Personality5),
  'home-1': from(home, (m) => m.Home1),
  search: lazy(() => import(/* webpackChunkName: "questionnaire-search" */ './ui/SearchStep')),
} satisfies Record<QuestionnaireStep, LazyExoticComponent<StepComponent>>;

/** Indexed by the step name of the URL (any string): the flow looks steps up by name. */
export const QUESTIONNAIRE_STEPS: Readonly<Record<string, LazyExoticComponent<StepComponent>>> = steps;

// Step screens of the seeker's questionnaire (lifestyle-1 … home-1, search), loaded on demand.
import type { LazyExoticComponent } from 'react';
import type { StepComponent } from '../flow/model/context';

export const QUESTIONNAIRE_STEPS: Readonly<Record<string, LazyExoticComponent<StepComponent>>> = {};

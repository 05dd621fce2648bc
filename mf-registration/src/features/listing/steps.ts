// Step screens about a home (home-1b … home-4, home-3b, home-3c, annonce-*, offres, paiement), loaded on demand.
import type { LazyExoticComponent } from 'react';
import type { StepComponent } from '../flow/model/context';

export const LISTING_STEPS: Readonly<Record<string, LazyExoticComponent<StepComponent>>> = {};

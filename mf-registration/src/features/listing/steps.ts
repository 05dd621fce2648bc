// Step screens about a home (home-1b … home-4, home-3b, home-3c, annonce-*, offres, paiement), loaded on demand.
import { lazy, type LazyExoticComponent } from 'react';
import type { StepComponent } from '../../entities/flow/model/context';

const seeker = () => import(/* webpackChunkName: "steps-home" */ './ui/steps/seeker');
const occupier = () => import(/* webpackChunkName: "steps-home" */ './ui/steps/occupier');
const advert = () => import(/* webpackChunkName: "steps-advert" */ './ui/steps/advert');
const offers = () => import(/* webpackChunkName: "steps-offers" */ './ui/steps/offers');

function step<M>(load: () => Promise<M>, pick: (module: M) => StepComponent): LazyExoticComponent<StepComponent> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

export const LISTING_STEPS: Readonly<Record<string, LazyExoticComponent<StepComponent>>> = {
  // Seeker, shared home (SPEC 2.6, 7).
  'home-1b': step(seeker, (m) => m.Home1b),
  'home-2': step(seeker, (m) => m.Home2),
  'home-3': step(seeker, (m) => m.Home3),
  'home-4': step(seeker, (m) => m.Home4),
  // Owner-occupier (SPEC 2.6, 8); then offres … succes-paiement below.
  'home-3b': step(occupier, (m) => m.Home3b),
  'home-3c': step(occupier, (m) => m.Home3c),
  // Owner, agent, manager.
  'annonce-adresse': step(advert, (m) => m.AnnonceAdresse),
  'annonce-description': step(advert, (m) => m.AnnonceDescription),
  'annonce-chambres': step(advert, (m) => m.AnnonceChambres),
  'annonce-charges': step(advert, (m) => m.AnnonceCharges),
  'annonce-photo-video': step(advert, (m) => m.AnnoncePhotoVideo),
  'annonce-recapitulatif': step(advert, (m) => m.AnnonceRecapitulatif),
  offres: step(offers, (m) => m.Offres),
  'annonce-moderation': step(offers, (m) => m.AnnonceModeration),
  'annonce-paiement': step(offers, (m) => m.AnnoncePaiement),
  'succes-paiement': step(offers, (m) => m.SuccesPaiement),
};

// The advert dashboard's checklist: the parts an owner fills in (SPEC 2.6 owner steps) and whether
// the advert can go to the moderators.
import type { Home, ServiceTerms } from '@coloc/shared';
import { isIncomplete } from '../../../entities/properties/model/labels';
import { advertParts, type AdvertEditStep } from '../../../entities/properties/model/links';
import { termsComplete } from '../../../entities/advert/model/serviceTerms';

export type ChecklistPart = 'address' | 'description' | 'rooms' | 'photos' | 'services';

export interface ChecklistItem {
  part: ChecklistPart;
  done: boolean;
  /** Where it is filled in: a registration step, or the services tab of the modification screen. */
  step: AdvertEditStep | 'services';
}

type ChecklistHome = Pick<Home, 'step' | 'details' | 'rooms' | 'image_orders'>;

export function advertChecklist(home: ChecklistHome, services: ServiceTerms | null): ChecklistItem[] {
  const parts = advertParts(home);
  const items: ChecklistItem[] = [
    { part: 'address', done: parts.address, step: 'annonce-adresse' },
    { part: 'description', done: parts.description, step: 'annonce-description' },
    { part: 'rooms', done: parts.rooms, step: 'annonce-chambres' },
    { part: 'photos', done: parts.photos, step: 'annonce-photo-video' },
  ];
  if (home.details?.pay_by_service) items.push({ part: 'services', done: termsComplete(services), step: 'services' });
  return items;
}

/** Complete (step ≥ 3), neither online nor already waiting for a moderator. */
export function canSubmit(home: Pick<Home, 'step' | 'published' | 'moderation_status'>): boolean {
  return !isIncomplete(home) && !home.published && home.moderation_status !== 'pending';
}

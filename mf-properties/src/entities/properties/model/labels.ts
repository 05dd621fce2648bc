// SPEC 4 "Home states": what a home's card, the property bar and the advert screens say about it.
// Pure functions over the Home of the API, with the French texts of the properties feature.
import type { Home } from '@coloc/shared';
import { propertiesTexts } from '../texts';

const texts = propertiesTexts.state;

/** Below step 3 the advert is incomplete (SPEC 3). */
export const COMPLETE_STEP = 3;

export function isIncomplete(home: Pick<Home, 'step'>): boolean {
  return home.step < COMPLETE_STEP;
}

export type PublicationState = 'published' | 'pending' | 'unpublished';

/** Published wins, then a pending moderation, else not published (SPEC 4). */
export function publicationState(home: Pick<Home, 'published' | 'moderation_status'>): PublicationState {
  if (home.published) return 'published';
  if (home.moderation_status === 'pending') return 'pending';
  return 'unpublished';
}

export function publicationLabel(home: Pick<Home, 'published' | 'moderation_status'>): string {
  return texts[publicationState(home)];
}

/**
 * SPEC 4 mandate labels: signing 'Mandat à signer', signed 'Mandat en attente' followed by the
 * provider's name when it is known, complete 'Mandat en cours'; no label without a mandate.
 */
export function mandateLabel(home: Pick<Home, 'mandate_status'>, provider: string | null = null): string | null {
  switch (home.mandate_status) {
    case 'signing':
      return texts.mandateSigning;
    case 'signed': {
      const name = provider?.trim();
      return name ? texts.mandateSignedBy.replace('{{provider}}', name) : texts.mandateSigned;
    }
    case 'complete':
      return texts.mandateComplete;
    default:
      return null;
  }
}

/**
 * The home's name; 'ANNONCE INCOMPLETE' for an incomplete advert that has none yet. A complete
 * advert without a name (an owner-occupier's home has none) is named after its city.
 */
export function homeTitle(home: Pick<Home, 'name' | 'step' | 'city'>): string {
  const name = home.name?.trim();
  if (name) return name;
  if (isIncomplete(home)) return texts.incompleteTitle;
  return home.city ? texts.unnamed.replace('{{city}}', home.city) : texts.unnamedNoCity;
}

/**
 * SPEC 2.8, the property bar: an incomplete advert (step below 3) is titled 'ANNONCE INCOMPLETE'
 * whatever it is called, its name (if it has one) below as a subtitle; otherwise the home's title.
 */
export function barTitles(home: Pick<Home, 'name' | 'step' | 'city'>): { title: string; subtitle: string | null } {
  if (!isIncomplete(home)) return { title: homeTitle(home), subtitle: null };
  return { title: texts.incompleteTitle, subtitle: home.name?.trim() || null };
}

/** "12 rue de la Paix, Bât. B, 69001 Lyon": the parts that are known. */
export function homeAddress(home: Pick<Home, 'address' | 'address2' | 'postal_code' | 'city'>): string {
  const town = [home.postal_code, home.city].filter((part) => part?.trim()).join(' ');
  return [home.address, home.address2, town].filter((part) => part?.trim()).join(', ');
}

/** Tags of the property bar: kind of letting, furnished, housing for services. */
export function homeTags(home: Pick<Home, 'is_coloc' | 'details'>): string[] {
  const tags: string[] = [home.is_coloc ? texts.coloc : texts.wholeHome];
  if (home.details?.furnished) tags.push(texts.furnished);
  if (home.details?.pay_by_service) tags.push(texts.payByService);
  return tags;
}

export interface HomeStateLabels {
  incomplete: boolean;
  publication: PublicationState;
  publicationLabel: string;
  mandate: string | null;
}

export function homeStateLabels(home: Pick<Home, 'step' | 'published' | 'moderation_status' | 'mandate_status'>, provider: string | null = null): HomeStateLabels {
  return {
    incomplete: isIncomplete(home),
    publication: publicationState(home),
    publicationLabel: publicationLabel(home),
    mandate: mandateLabel(home, provider),
  };
}

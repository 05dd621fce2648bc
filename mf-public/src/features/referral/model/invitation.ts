// The invitation as the server read it for `/parrainage/{code}`: the page starts from it instead of
// fetching it again (a stable sid: only such stores are serialized for the browser).
import { SITE_NAME, type PageHead, type ReferralInvitation } from '@coloc/shared';
import { pageState } from '../../../entities/page/model/pageState';
import { REFERRAL_TEXTS as T } from './texts';

export type InvitationSeed = { code: string; invitation: ReferralInvitation } | { code: string; missing: true };

export const invitationLoaded = pageState.createEvent<InvitationSeed>();
export const $invitationSeed = pageState.createStore<InvitationSeed | null>(null, { sid: 'mf_public/referralInvitation' }).on(invitationLoaded, (_, seed) => seed);

/** Same words in the tab, in the chat app's preview card and on the page. Never indexed: a link is one person's. */
export function invitationHead(invitation: ReferralInvitation): PageHead {
  const title = `${T.invitedBy(invitation.sponsor_first_name)}`;
  return {
    title: `${title} | ${SITE_NAME}`,
    description: T.previewDescription(invitation.sponsor_first_name),
    noindex: true,
    canonical: null,
    ogType: 'website',
    imageAlt: title,
  };
}

export const MISSING_INVITATION_HEAD: PageHead = { title: `${T.missingTitle} | ${SITE_NAME}`, description: T.offer, noindex: true, canonical: null };

// `/parrainage/{code}` on the server: the sponsor's invitation read once (anonymously), 404 for an
// unknown code (the page still leads to sign-up), and a preview of its own for chat apps.
import { errorStatus } from '@coloc/shared';
import { allSettled } from 'effector';
import type { PageLoader } from '../../../entities/page/model/pageState';
import { fetchInvitation } from '../api/referralApi';
import { invitationHead, invitationLoaded, MISSING_INVITATION_HEAD } from './invitation';

export const loadReferralPage: PageLoader = async (scope, { params }) => {
  const code = params.code ?? '';
  try {
    const invitation = await fetchInvitation(code);
    await allSettled(invitationLoaded, { scope, params: { code, invitation } });
    return { status: 200, head: invitationHead(invitation) };
  } catch (error) {
    if (errorStatus(error) !== 404) throw error;
    await allSettled(invitationLoaded, { scope, params: { code, missing: true } });
    return { status: 404, head: MISSING_INVITATION_HEAD };
  }
};

// The referral box: the user's sponsor link and what it earned; copying the link.
import { errorText, type ReferralInfo } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchReferral } from '../api/referralApi';

export const referralOpened = createEvent();
export const loadReferralFx = createEffect(() => fetchReferral());
export const copyLinkFx = createEffect(async (link: string) => {
  if (!navigator.clipboard?.writeText) throw new Error('clipboard');
  await navigator.clipboard.writeText(link);
});

export const $referral = createStore<ReferralInfo | null>(null, { skipVoid: false }).on(loadReferralFx.doneData, (_, info) => info);
export const $referralFailed = createStore(false)
  .on(loadReferralFx.fail, () => true)
  .reset(loadReferralFx);
export const $referralError = createStore<string | null>(null).on(loadReferralFx.failData, (_, error) => errorText(error));
export type CopyState = 'idle' | 'copied' | 'failed';
export const $copyState = createStore<CopyState>('idle')
  .on(copyLinkFx.done, () => 'copied')
  .on(copyLinkFx.fail, () => 'failed')
  .reset([referralOpened, copyLinkFx]);

sample({ clock: referralOpened, target: loadReferralFx });

import { errorStatus, type ReferralInvitation } from '@coloc/shared';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchInvitation } from '../api/referralApi';
import { $invitationSeed, type InvitationSeed } from './invitation';

export type InvitationLoad = { state: 'loading' } | { state: 'ready'; invitation: ReferralInvitation } | { state: 'missing' } | { state: 'failed' };

function fromSeed(seed: InvitationSeed): InvitationLoad {
  return 'missing' in seed ? { state: 'missing' } : { state: 'ready', invitation: seed.invitation };
}

/** The invitation behind `code`: what the server rendered, or read in the browser after a client-side navigation. */
export function useInvitation(code: string) {
  const seed = useUnit($invitationSeed);
  const seeded = seed?.code === code ? seed : null;
  const [load, setLoad] = useState<InvitationLoad>(() => (seeded ? fromSeed(seeded) : { state: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const skipRead = useRef(seeded !== null);

  useEffect(() => {
    if (skipRead.current) {
      skipRead.current = false;
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchInvitation(code, controller.signal).then(
      (invitation) => setLoad({ state: 'ready', invitation }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(errorStatus(error) === 404 ? { state: 'missing' } : { state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [code, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}

// The caller's own support thread. The API refuses it (403) to the support staff, who answer the
// others' threads instead: that answer is how the pages tell staff from users.
import { errorStatus, errorText, type SupportConversation } from '@coloc/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchSupportConversation } from '../api/supportApi';

export type SupportThreadState =
  | { status: 'loading' }
  | { status: 'ready'; conversation: SupportConversation }
  | { status: 'staff'; message: string }
  | { status: 'failed'; error: string };

export function useSupportThread(): { state: SupportThreadState; retry: () => void } {
  const [state, setState] = useState<SupportThreadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSupportConversation(controller.signal).then(
      (conversation) => setState({ status: 'ready', conversation }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(errorStatus(error) === 403 ? { status: 'staff', message: errorText(error) } : { status: 'failed', error: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { state, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}

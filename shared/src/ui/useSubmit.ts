// The one convention for a form's pending and error state: `const { pending, error, submit } =
// useSubmit(action)`. `submit(...)` runs the action once at a time, says whether it succeeded, and
// keeps the failure as the French text of the error (errorText) for the form to show beside its
// fields. What to do on success stays with the form (close, show « envoyé », reset).
//
// An entry of its own (`@coloc/shared/ui/useSubmit`), outside the shared singleton: a remote bundles
// it with the forms that use it, and first renders without a form carry none of it.
import { errorText } from '@coloc/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Submit<A extends unknown[]> {
  /** The action is running: the submit button shows `loading`. */
  pending: boolean;
  /** The last failure, in French, or null. */
  error: string | null;
  /** Runs the action (ignored while one runs); resolves true on success, false on failure. */
  submit: (...args: A) => Promise<boolean>;
  /** Forgets the failure (the dialog reopens, the user edits). */
  clearError: () => void;
}

export interface SubmitOptions {
  /**
   * The French text of a failure, when the form words it its own way (an image refused, a fallback
   * line for a message-less error); `errorText` otherwise.
   */
  describe?: (error: unknown) => string;
}

export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<unknown>, options: SubmitOptions = {}): Submit<A> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(action);
  latest.current = action;
  const describe = useRef(options.describe);
  describe.current = options.describe;
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(async (...args: A) => {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await latest.current(...args);
      return true;
    } catch (caught) {
      if (mounted.current) setError((describe.current ?? errorText)(caught));
      return false;
    } finally {
      running.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { pending, error, submit, clearError };
}

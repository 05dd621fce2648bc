// The browser side of server rendering: which areas of the page came from the server, and the
// effector state they were rendered with.
import { ssrStateId } from './types';

/** Attribute the shell puts on the element holding a remote's server-rendered HTML. */
export const SSR_SLOT_ATTRIBUTE = 'data-ssr-remote';

/**
 * The serialized state the server embedded for `remote` (a JSON script, never executed), or null.
 * Read once: a later mount of the same remote starts from fresh stores.
 */
export function takeServerState(remote: string): Record<string, unknown> | null {
  if (typeof document === 'undefined') return null;
  const script = document.getElementById(ssrStateId(remote));
  if (!script) return null;
  script.remove();
  try {
    const value: unknown = JSON.parse(script.textContent ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * JSON for a `<script type="application/json">` or JSON-LD block: `<`, `>`, `&` and the line
 * separators are escaped, so advert text such as `</script>` or `<!--` cannot end the block.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

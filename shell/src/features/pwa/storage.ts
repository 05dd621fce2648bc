// The prompts' remembered answers (SPEC 2.11: the install prompt's dismissal is remembered).

export const PUSH_PROMPT_DISMISSED_KEY = 'tp_push_prompt_dismissed';
export const INSTALL_PROMPT_DISMISSED_KEY = 'tp_install_prompt_dismissed';

export function isRemembered(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function remember(key: string): void {
  try {
    window.localStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): the prompt stays closed for this visit at least.
  }
}

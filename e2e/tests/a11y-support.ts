// Accessibility checks shared by the a11y and keyboard specs.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '../fixtures/test';

/**
 * WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices (landmarks, heading order, one main,
 * region…): the bar the issue sets is "zero violations", and the best practices are what a screen
 * reader user notices first.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Waits until the page (shell and its remote) has rendered and stopped loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Skeletons and spinners announce themselves as 'Chargement…' statuses.
  await expect(page.getByRole('status').filter({ hasText: /^Chargement/ })).toHaveCount(0);
  // Let CSS entrance animations (dialogs, fades) end: axe reads colours as painted.
  await page.waitForTimeout(250);
}

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe on the current page and lists its violations. */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<AxeViolationSummary[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: `${v.help} (${v.helpUrl})`,
    // The same fault repeats on every card of a list: five examples say enough.
    targets: [
      ...v.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 300)}` : ''}`),
      ...(v.nodes.length > 5 ? [`… and ${v.nodes.length - 5} more`] : []),
    ],
  }));
}

export function formatViolations(context: string, violations: AxeViolationSummary[]): string {
  return violations
    .map((v) => [`[${context}] ${v.id} (${v.impact ?? 'n/a'}): ${v.help}`, ...v.targets.map((t) => `    ${t}`)].join('\n'))
    .join('\n');
}

/**
 * Fails (softly, so one run lists every page's problems) when axe finds a violation; the message
 * names each rule, its impact, the offending selectors and the rule's help.
 */
export async function expectNoAxeViolations(page: Page, context: string, options: { include?: string } = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  // Printed as found too: a long audit that times out still shows what it saw.
  if (violations.length > 0) console.log(formatViolations(context, violations));
  expect.soft(violations.length === 0, `${context}: axe violations\n${formatViolations(context, violations)}`).toBe(true);
}

/**
 * Whether the focused element shows a focus indicator: an outline or a box-shadow on itself, or,
 * for a field drawn by its frame (`:focus-within`), a change on one of its three nearest ancestors
 * between focused and not.
 */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return false;
    const frames: HTMLElement[] = [];
    for (let el = focused.parentElement; el && frames.length < 3; el = el.parentElement) frames.push(el);
    // Transitions would show the style half-way: freeze them while looking (CSSOM, allowed by the CSP).
    const watched = [focused, ...frames, ...(focused.nextElementSibling instanceof HTMLElement ? [focused.nextElementSibling] : [])];
    const inline = watched.map((el) => el.style.getPropertyValue('transition'));
    watched.forEach((el) => el.style.setProperty('transition', 'none', 'important'));
    try {
      const drawsFocus = (el: Element) => {
        const style = getComputedStyle(el);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
      };
      // A native input drawn by its label (chips, switches) is transparent: the drawing shows the focus.
      const drawn = getComputedStyle(focused).opacity === '0' ? (focused.nextElementSibling ?? focused.parentElement) : focused;
      if (drawn && drawsFocus(drawn)) return true;
      const look = () => frames.map((el) => { const style = getComputedStyle(el); return `${style.outline}|${style.boxShadow}|${style.borderColor}`; });
      const withFocus = look();
      focused.blur();
      const without = look();
      focused.focus();
      return withFocus.some((value, index) => value !== without[index]);
    } finally {
      watched.forEach((el, index) => (inline[index] ? el.style.setProperty('transition', inline[index]!) : el.style.removeProperty('transition')));
    }
  });
}

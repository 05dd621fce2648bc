// Which diagnostics need the owner's attention, and how each one's state reads.
import type { Diagnostic } from '@coloc/shared';

/** Required and not done, expired, or expiring within 90 days (the server computes the state). */
export function needsAttention(diagnostic: Pick<Diagnostic, 'state' | 'required'>): boolean {
  if (diagnostic.state === 'expired' || diagnostic.state === 'expiring') return true;
  return diagnostic.state === 'missing' && diagnostic.required;
}

/** The warning lines, worst first: expired, then missing, then expiring. */
export function attentionList(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const rank = { expired: 0, missing: 1, expiring: 2, valid: 3, not_required: 4 } as const;
  return diagnostics.filter(needsAttention).sort((a, b) => rank[a.state] - rank[b.state]);
}

export type BadgeKey = 'missing' | 'valid' | 'validForever' | 'expiring' | 'expired' | 'not_required';

/** The badge of a diagnostic; an optional one not done yet reads 'Facultatif'. */
export function badgeOf(diagnostic: Pick<Diagnostic, 'state' | 'valid_until'>): BadgeKey {
  if (diagnostic.state === 'valid') return diagnostic.valid_until ? 'valid' : 'validForever';
  return diagnostic.state;
}

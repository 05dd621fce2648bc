/** Keys handed over in front of a building: the owner page's picture, drawn inline. */
export function OwnerIllustration() {
  return (
    <svg viewBox="0 0 300 280" aria-hidden="true" focusable="false">
      <ellipse cx="150" cy="262" rx="130" ry="12" fill="var(--tp-color-border)" />
      <rect x="60" y="40" width="180" height="222" rx="10" fill="var(--tp-color-surface)" stroke="var(--tp-color-text)" strokeWidth="4" />
      <rect x="60" y="40" width="180" height="30" rx="10" fill="var(--tp-color-secondary)" />
      <g fill="var(--tp-color-secondary-soft)" stroke="var(--tp-color-text)" strokeWidth="3">
        <rect x="82" y="88" width="36" height="34" rx="4" />
        <rect x="132" y="88" width="36" height="34" rx="4" fill="#fdf0d8" />
        <rect x="182" y="88" width="36" height="34" rx="4" />
        <rect x="82" y="140" width="36" height="34" rx="4" fill="var(--tp-color-primary-soft)" />
        <rect x="182" y="140" width="36" height="34" rx="4" fill="#fdf0d8" />
      </g>
      <path d="M130 262v-62h40v62" fill="var(--tp-color-primary)" stroke="var(--tp-color-text)" strokeWidth="3" />
      <g transform="translate(196 176) rotate(-20)">
        <circle cx="0" cy="0" r="22" fill="var(--tp-color-accent)" stroke="var(--tp-color-text)" strokeWidth="3" />
        <circle cx="0" cy="0" r="7" fill="var(--tp-color-surface)" stroke="var(--tp-color-text)" strokeWidth="3" />
        <path d="M20 0h52v12M56 0v10" fill="none" stroke="var(--tp-color-text)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <path d="M150 14c-5-8-17-4-15 4 2 7 15 13 15 13s13-6 15-13c2-8-10-12-15-4Z" fill="var(--tp-color-primary)" />
    </svg>
  );
}

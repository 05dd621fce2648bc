/** Two people, one older and one younger, around a shared table with a plant and a book. */
export function ServicesIllustration() {
  return (
    <svg viewBox="0 0 300 260" aria-hidden="true" focusable="false">
      <ellipse cx="150" cy="244" rx="130" ry="12" fill="var(--tp-color-border)" />
      <circle cx="238" cy="52" r="28" fill="var(--tp-color-accent)" opacity="0.8" />
      <rect x="52" y="150" width="196" height="14" rx="7" fill="var(--tp-color-primary)" />
      <path d="M72 164v78M228 164v78" stroke="var(--tp-color-text)" strokeWidth="6" strokeLinecap="round" />
      <g>
        <circle cx="92" cy="86" r="18" fill="#e9c7a6" stroke="var(--tp-color-text)" strokeWidth="3" />
        <path d="M76 80c4-14 28-16 32 0" fill="#d8d3cc" stroke="var(--tp-color-text)" strokeWidth="3" />
        <path d="M62 150c0-26 12-42 30-42s30 16 30 42Z" fill="var(--tp-color-secondary)" stroke="var(--tp-color-text)" strokeWidth="3" />
      </g>
      <g>
        <circle cx="208" cy="92" r="16" fill="#c98f62" stroke="var(--tp-color-text)" strokeWidth="3" />
        <path d="M192 88c0-14 32-16 32 0" fill="#3b2a20" stroke="var(--tp-color-text)" strokeWidth="3" />
        <path d="M180 150c0-24 12-38 28-38s28 14 28 38Z" fill="var(--tp-color-primary-soft)" stroke="var(--tp-color-text)" strokeWidth="3" />
      </g>
      <path d="M128 150v-14h22v14" fill="var(--tp-color-secondary-soft)" stroke="var(--tp-color-text)" strokeWidth="3" />
      <path d="M139 136c-10-10-8-24 0-30 8 6 10 20 0 30Z" fill="var(--tp-color-success)" />
      <path d="M160 148l14-8 14 8" fill="none" stroke="var(--tp-color-text)" strokeWidth="3" strokeLinejoin="round" />
      <path d="M150 40c-5-8-17-4-15 4 2 7 15 13 15 13s13-6 15-13c2-8-10-12-15-4Z" fill="var(--tp-color-primary)" />
    </svg>
  );
}

/** A shared house with its occupants, drawn inline: the site loads no external image. */
export function HomeIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 360 320" aria-hidden="true" focusable="false">
      <ellipse cx="180" cy="292" rx="150" ry="16" fill="var(--tp-color-border)" />
      <circle cx="285" cy="70" r="34" fill="var(--tp-color-accent)" opacity="0.85" />
      <path d="M60 150 180 58l120 92v138H60Z" fill="var(--tp-color-surface)" stroke="var(--tp-color-text)" strokeWidth="4" strokeLinejoin="round" />
      <path d="M40 160 180 50l140 110" fill="none" stroke="var(--tp-color-primary)" strokeWidth="14" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="232" y="76" width="26" height="40" fill="var(--tp-color-primary-hover)" />
      {/* three windows, three ways of living */}
      <g strokeWidth="4" stroke="var(--tp-color-text)">
        <rect x="84" y="160" width="60" height="52" rx="6" fill="var(--tp-color-secondary-soft)" />
        <rect x="216" y="160" width="60" height="52" rx="6" fill="var(--tp-color-primary-soft)" />
        <rect x="150" y="112" width="60" height="44" rx="6" fill="#fdf0d8" />
        <path d="M156 288v-60a24 24 0 0 1 48 0v60" fill="var(--tp-color-secondary)" />
      </g>
      <circle cx="195" cy="258" r="3.5" fill="var(--tp-color-accent)" />
      <g fill="var(--tp-color-secondary)">
        <circle cx="114" cy="180" r="9" />
        <path d="M98 212a16 14 0 0 1 32 0Z" />
      </g>
      <g fill="var(--tp-color-primary)">
        <circle cx="240" cy="182" r="8" />
        <path d="M226 212a14 13 0 0 1 28 0Z" />
        <circle cx="261" cy="192" r="5.5" fill="var(--tp-color-accent)" />
        <path d="M252 212a9 9 0 0 1 18 0Z" fill="var(--tp-color-accent)" />
      </g>
      <g fill="#8a5a2b">
        <circle cx="180" cy="130" r="8" />
        <path d="M166 156a14 13 0 0 1 28 0Z" />
      </g>
      <path d="M180 36c-6-9-20-5-18 5 2 8 18 16 18 16s16-8 18-16c2-10-12-14-18-5Z" fill="var(--tp-color-primary)" />
      <g fill="var(--tp-color-success)">
        <path d="M300 288c0-30 14-44 30-50-2 22-12 40-30 50Z" />
        <path d="M300 288c-2-22-14-34-28-38 2 18 12 32 28 38Z" opacity="0.8" />
        <path d="M40 288c2-24 14-36 28-40-2 18-12 32-28 40Z" />
      </g>
    </svg>
  );
}

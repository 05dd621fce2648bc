// Line icons of the messaging screens (decorative: the text next to them says the same).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

export function SendIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M21 3 10.5 13.5" />
      <path d="m21 3-6.5 18-4-7.5L3 9.5Z" />
    </svg>
  );
}

export function BackIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M15 18 9 12l6-6" />
    </svg>
  );
}

export function HeadsetIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 3h-3" />
    </svg>
  );
}

export function ChatsIcon(props: IconProps) {
  return (
    <svg {...base} viewBox="0 0 48 48" strokeWidth={2.5} {...props}>
      <path d="M6 12a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H17l-7 6v-6a4 4 0 0 1-4-4Z" />
      <path d="M34 17h4a4 4 0 0 1 4 4v11a4 4 0 0 1-4 4v5l-6-5H22a4 4 0 0 1-4-4v-4" />
      <path d="M13 16h14M13 21h9" />
    </svg>
  );
}

export function CheckIcon({ double = false, ...props }: IconProps & { double?: boolean }) {
  return (
    <svg {...base} viewBox={double ? '0 0 28 24' : '0 0 24 24'} {...props}>
      <path d="m4 12.5 5 5L20 6.5" />
      {double && <path d="m14 17.5 11-11" />}
    </svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </svg>
  );
}

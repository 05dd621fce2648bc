import type { SidebarIcon } from './sidebarEntries';

// Simple stroke icons (24×24), decorative: the label always says the same thing in words.
const paths: Record<SidebarIcon | 'menu' | 'close' | 'logout', string> = {
  file: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  home: 'M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  support: 'M12 21a9 9 0 1 0-9-9M12 8a2.5 2.5 0 0 1 2.5 2.5c0 2-2.5 2-2.5 4M12 17.5v.5',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  chat: 'M4 5h16v11H9l-5 4z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1.5-4 4.5-6 8-6s6.5 2 8 6',
  building: 'M5 21V5l7-2 7 2v16M9 8h2M13 8h2M9 12h2M13 12h2M10 21v-4h4v4',
  inbox: 'M4 13h4l2 3h4l2-3h4M4 13l3-8h10l3 8v6H4z',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12h2M3 12h2M12 3v2M12 19v2M17 7l1.5-1.5M5.5 18.5 7 17M17 17l1.5 1.5M5.5 5.5 7 7',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2-5 2',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  logout: 'M10 5H5v14h5M14 8l4 4-4 4M18 12H9',
};

export function Icon({ name, size = 20 }: { name: keyof typeof paths; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}

// Dashboard sidebar entries per role (SPEC 2.7), as data so the rules are tested apart from the UI.
import { hasAgendaAccess, isOwner, isOwnerOccupier, isPro, pathTo, type Home, type LocationLike, type User } from '@coloc/shared';

export type SidebarIcon = 'file' | 'home' | 'support' | 'heart' | 'calendar' | 'chat' | 'user' | 'building' | 'inbox' | 'settings' | 'headset' | 'shield';

export interface SidebarEntry {
  key: string;
  label: string;
  to: string;
  icon: SidebarIcon;
  badge?: 'unread' | 'match';
}

export interface SidebarInput {
  user: User;
  /** The home the pro screens are about (the selected one, else the user's). */
  home: Home | null;
  customerServiceUserId: number | null;
  location: LocationLike;
}

export function sidebarEntries({ user, home, customerServiceUserId, location }: SidebarInput): SidebarEntry[] {
  const link = (name: string) => pathTo(name, {}, { user, from: location });
  const entries: SidebarEntry[] = [];
  if (customerServiceUserId !== null && user.id === customerServiceUserId) {
    entries.push({ key: 'customer-service', label: 'Service client – conversations', to: link('DashboardCustomerService'), icon: 'headset' });
  }
  if (user.staff_role === 'moderator') {
    entries.push({ key: 'moderation', label: 'Modération des annonces', to: link('DashboardModeration'), icon: 'shield' });
  }

  if (isPro(user) || isOwner(user)) {
    entries.push({ key: 'biens', label: isOwnerOccupier(user) ? 'Mon logement' : 'Mes biens', to: link('DashboardProperties'), icon: 'building' });
    // A complete mandate: on the user's home, or one the user runs as the agency or manager.
    const underMandate = (home?.mandate_status === 'complete' && hasAgendaAccess(user, home)) || (user.managed_mandates ?? 0) > 0;
    if (underMandate) entries.push({ key: 'agenda', label: 'Agenda', to: link('DashboardAgenda'), icon: 'calendar' });
    else if (hasAgendaAccess(user, home)) entries.push({ key: 'demandes', label: 'Mes demandes', to: link('DashboardRequests'), icon: 'inbox' });
    entries.push(
      { key: 'matching', label: 'Mon matching', to: link('DashboardUserMatching'), icon: 'heart', badge: 'match' },
      { key: 'messages', label: 'Ma messagerie', to: link('DashboardMessages'), icon: 'chat', badge: 'unread' },
      { key: 'account', label: 'Mon compte', to: link('DashboardAccount'), icon: 'user' },
      { key: 'profile', label: 'Profil', to: link('DashboardProfile'), icon: 'file' },
      { key: 'parameters', label: 'Paramètres', to: link('DashboardParameters'), icon: 'settings' },
    );
    return entries;
  }

  entries.push(
    { key: 'guarantee', label: 'Mon dossier', to: link('DashboardGuarantee'), icon: 'file' },
    { key: 'colocation', label: 'Ma co-location', to: link('DashboardMyColocation'), icon: 'home' },
    { key: 'support', label: 'Service Client', to: link('DashboardSupport'), icon: 'support' },
  );
  if (!user.home_leased) entries.push({ key: 'matching', label: 'Mon matching', to: link('DashboardUserMatching'), icon: 'heart', badge: 'match' });
  entries.push(
    { key: 'agenda', label: 'Mes rendez-vous', to: link('DashboardAgenda'), icon: 'calendar' },
    { key: 'messages', label: 'Ma messagerie', to: link('DashboardMessages'), icon: 'chat', badge: 'unread' },
    { key: 'account', label: 'Mon compte', to: link('DashboardAccount'), icon: 'user' },
  );
  return entries;
}

// The route table: every path of SPEC 2.1–2.4 and 2.6, its owner, layout and meta.
// The shell reads it to choose the layout, apply guards and mount the owner; each remote declares
// the same patterns in its own <Routes>.
import { SEGMENTS } from '../domain/roles';
import { ALL_REGISTRATION_STEPS, OWNER_STEPS } from './registration';
import type { RouteDef, RouteMeta, RouteOwner } from './types';

const ID = /^\d+$/;
const PRO_SEGMENTS = ['agent', 'manager', 'proprietaire'] as const;

const pub = (name: string, path: string, meta: RouteMeta, owner: RouteOwner = 'mf_public'): RouteDef => ({
  name, path, owner, layout: 'public', dashboard: false, meta,
});

const dash = (name: string, child: string, owner: RouteOwner, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name: `Dashboard${name}`,
  path: `/:user_type/${child}`,
  owner,
  layout: 'dashboard',
  dashboard: true,
  auth: true,
  constraints: { user_type: SEGMENTS, ...extra.constraints },
  meta: { title, noindex: true },
  ...extra,
});

export const PUBLIC_ROUTES: RouteDef[] = [
  pub('Home', '/', {
    description:
      'Colocation par affinités, colocation intergénérationnelle, parents solos et logement contre services : trouvez un toit et des colocataires qui vous ressemblent.',
    keywords: 'colocation, colocataire, logement contre services, colocation intergénérationnelle, parent solo, affinités',
  }),
  pub('OwnerLanding', '/colocation-proprietaire-avantages', {
    title: 'Propriétaires : louez en colocation en toute sérénité',
    description: 'Publiez votre bien, trouvez des colocataires compatibles et gérez vos locations avec Toit Partagé.',
    keywords: 'propriétaire, location en colocation, gestion locative, colocataires',
  }),
  pub('SignupSelect', '/signupselect', { title: 'Créer un compte', description: 'Choisissez votre type de compte Toit Partagé.' }),
  pub('Signup', '/signup', { title: 'Inscription', description: 'Inscrivez-vous gratuitement sur Toit Partagé.' }),
  {
    ...pub('SignupType', '/signup/:type', {
      title: (p) => `Inscription ${signupTitles[p.type ?? ''] ?? ''}`.trim(),
      canonical: (p) => `/signup/${p.type ?? ''}`,
    }),
    constraints: { type: ['users', 'proprietaire', 'prop-occupant', 'agent', 'manager'] },
  },
  // Opened from the mails of sign-up (issue 17, finding 5); /signup/:type's constraint leaves « confirm » alone.
  pub('SignupConfirm', '/signup/confirm', { title: 'Confirmation de votre adresse', noindex: true }),
  pub('SigninLink', '/signin/link', { title: 'Connexion par e-mail', noindex: true }),
  pub('Signin', '/signin', { title: 'Connexion', description: 'Connectez-vous à votre espace Toit Partagé.' }),
  pub('Signout', '/signout', { title: 'Déconnexion', noindex: true }),
  pub('NoAccess', '/access', { title: 'Accès réservé', noindex: true }),
  pub('ResetPassword', '/reset_password', { title: 'Mot de passe oublié', noindex: true }),
  pub('ResetPasswordEmail', '/reset_password/email', { title: 'Vérifiez votre boîte mail', noindex: true }),
  pub('ResetPasswordNew', '/reset_password/new_password', { title: 'Nouveau mot de passe', noindex: true }),
  pub('QuickSearch', '/quicksearch', {
    title: 'Recherche rapide de colocation',
    description: 'Indiquez une ville et un budget pour découvrir les colocations disponibles.',
  }),
  pub('CodeOfConduct', '/charte-de-bonne-conduite', { title: 'Charte de bonne conduite', description: 'Les règles de respect et de confiance de la communauté Toit Partagé.' }),
  pub('Privacy', '/politique-de-confidentialite', { title: 'Politique de confidentialité', description: 'Comment Toit Partagé protège vos données personnelles.' }),
  pub('Faq', '/faq', { title: 'Questions fréquentes', description: 'Toutes les réponses sur la colocation par affinités et le logement contre services.' }),
  pub('LegalNotice', '/mentions-legales', { title: 'Mentions légales' }),
  pub('Terms', '/cgu', { title: "Conditions générales d'utilisation" }),
  pub('About', '/qui-sommes-nous', { title: 'Qui sommes-nous ?', description: "L'équipe et la mission de Toit Partagé." }),
  pub('Contact', '/contact', { title: 'Nous contacter', description: "Une question ? Écrivez à l'équipe Toit Partagé." }),
  // The referral link people share (a sponsor's code): explains the offer and leads to sign-up with
  // the code kept. Personal to its sponsor: previewed by chat apps, not indexed. Any segment reaches
  // the page, whose loader answers 404 with a way to sign up anyway.
  { ...pub('Referral', '/parrainage/:code', { title: 'Invitation', description: 'Rejoignez Toit Partagé avec un lien de parrainage.', noindex: true }), constraints: { code: /^.{1,40}$/ } },
  // A tenant's file opened from the link they shared (revocable); not indexed.
  { ...pub('SharedTenantFile', '/dossier-locataire/:token', { title: 'Dossier locataire', noindex: true }, 'mf_payments'), constraints: { token: /^[A-Za-z0-9_-]{20,100}$/ } },
  pub('Promo', '/logement-contre-services', {
    title: 'Le logement contre services',
    description: "Un toit en échange d'un coup de main : comment fonctionne le logement contre services avec Toit Partagé.",
    keywords: 'logement contre services, logement intergénérationnel, hébergement solidaire',
  }),
  // `/colocation-{city}`: the adverts around a city. After OwnerLanding (`/colocation-proprietaire-avantages`
  // matches the same pattern and must stay the owner page); the advert has two segments, so never this.
  // Any spelling reaches the page (`colocation-Saint-Étienne`): its loader answers 301 to the canonical
  // slug or 404, which a narrower pattern would turn into a bare 404.
  {
    ...pub('CityListing', '/:city_slug', {
      title: (p) => `Colocation à ${cityFromSlug(p.city_slug)}`,
      canonical: (p) => `/${p.city_slug ?? ''}`,
    }),
    constraints: { city_slug: /^colocation-.+$/ },
  },
];

const signupTitles: Record<string, string> = {
  users: 'colocataire',
  proprietaire: 'propriétaire',
  'prop-occupant': 'propriétaire occupant',
  agent: 'agence',
  manager: 'gestionnaire',
};

export const ADVERT_ROUTES: RouteDef[] = [
  {
    name: 'Advert',
    path: '/:advert_slug/:home_id',
    owner: 'mf_public',
    layout: 'advert',
    dashboard: false,
    constraints: { advert_slug: /^colocation-[a-z0-9-]+$/, home_id: ID },
    meta: { title: (p) => `Colocation à ${cityFromSlug(p.advert_slug)}`, canonical: (p) => `/${p.advert_slug}/${p.home_id}` },
  },
  { name: 'VisitConfirmation', path: '/confirmation-visite', owner: 'mf_public', layout: 'advert', dashboard: false, meta: { title: 'Confirmation de visite', noindex: true } },
];

export const FLOW_ROUTES: RouteDef[] = [
  {
    name: 'Registration',
    path: '/registration/:step',
    owner: 'mf_registration',
    layout: 'focus',
    dashboard: false,
    auth: true,
    constraints: { step: ALL_REGISTRATION_STEPS },
    meta: { title: 'Inscription – votre profil', noindex: true },
  },
  {
    name: 'ProRegistration',
    path: '/:user_type/:step/:home_id',
    owner: 'mf_registration',
    layout: 'focus',
    dashboard: false,
    auth: true,
    constraints: { user_type: PRO_SEGMENTS, step: OWNER_STEPS, home_id: /^(\d+|new)$/ },
    meta: { title: 'Publier une annonce', noindex: true },
  },
  { name: 'UserServices', path: '/users/services', owner: 'mf_registration', layout: 'focus', dashboard: false, auth: true, meta: { title: 'Vos services', noindex: true } },
  { name: 'Unauthorized', path: '/unauthorized', owner: 'shell', layout: 'public', dashboard: false, meta: { title: 'Accès non autorisé', noindex: true } },
];

export const DASHBOARD_ROUTES: RouteDef[] = [
  dash('Account', 'account', 'mf_registration', 'Mon compte'),
  dash('AccountEdit', 'account/edit', 'mf_registration', 'Modifier mon compte'),
  dash('Profile', 'profile', 'mf_registration', 'Mon profil'),
  dash('ProfileEdit', 'profile/edit', 'mf_registration', 'Modifier mon profil'),
  dash('Parameters', 'parameters', 'mf_registration', 'Paramètres'),
  dash('HomeMatching', 'home-matching', 'mf_matching', 'Les logements pour vous'),
  dash('UserMatching', 'user-matching', 'mf_matching', 'Mon matching'),
  dash('Matching', 'matching', 'mf_matching', 'Mon matching'),
  dash('Agenda', 'agenda', 'mf_matching', 'Mes rendez-vous'),
  dash('Favorites', 'favorites', 'mf_matching', 'Mes favoris'),
  dash('FavoritesGroup', 'favorites/:group_id', 'mf_matching', 'Mes favoris', { constraints: { group_id: ID } }),
  dash('Search', 'search', 'mf_matching', 'Ma recherche'),
  dash('NextColocation', 'ma-prochaine-colocation', 'mf_payments', 'Ma prochaine colocation'),
  dash('UserProfile', ':user_id/profile', 'mf_registration', 'Profil', { constraints: { user_id: ID } }),
  dash('Messages', 'messages', 'mf_messaging', 'Ma messagerie'),
  dash('CustomerService', 'customer-service/:discussion_type?/:discussion_id?', 'mf_messaging', 'Service client'),
  dash('Support', 'support', 'mf_messaging', 'Service client'),
  dash('Properties', 'biens', 'mf_properties', 'Mes biens'),
  dash('Management', 'gestion', 'mf_properties', 'Gestion locative'),
  dash('AdvertNew', 'annonce', 'mf_properties', 'Nouvelle annonce'),
  dash('AdvertEdit', 'annonce/:home_id', 'mf_properties', 'Mon annonce', { constraints: { home_id: ID } }),
  dash('AdvertModification', 'annonce-modification/:home_id', 'mf_properties', "Modifier l'annonce", { constraints: { home_id: ID } }),
  dash('AdvertPreview', 'preview-annonce', 'mf_properties', "Aperçu de l'annonce"),
  dash('Diagnostics', 'diagnostics', 'mf_properties', 'Diagnostics'),
  dash('OwnerDocuments', 'documents', 'mf_properties', 'Documents', { audience: 'owner' }),
  dash('TenantDocuments', 'documents', 'mf_payments', 'Mes documents', { audience: 'tenant' }),
  dash('Invitation', 'invitation', 'mf_properties', 'Inviter un propriétaire'),
  dash('Requests', 'demandes', 'mf_properties', 'Mes demandes'),
  dash('Lease', 'bail', 'mf_properties', 'Bail'),
  dash('MyColocation', 'ma-co-location', 'mf_properties', 'Ma co-location'),
  dash('Reports', 'rapports', 'mf_properties', 'Statistiques de mes annonces'),
  dash('Moderation', 'moderation', 'mf_properties', 'Modération des annonces'),
  dash('Subscription', 'abonnement', 'mf_payments', 'Mon abonnement'),
  dash('SubscriptionCancel', 'abonnement/annulation', 'mf_payments', 'Résilier mon abonnement'),
  dash('Guarantee', 'garantie', 'mf_payments', 'Mon dossier'),
  dash('GuaranteeConfirm', 'garantie/confirmer', 'mf_payments', 'Confirmer mon dossier'),
  dash('Receipts', 'receipts', 'mf_payments', 'Mes quittances'),
  dash('Invoices', 'invoices', 'mf_payments', 'Mes factures'),
];

export const NOT_FOUND_ROUTE: RouteDef = {
  name: 'NotFound', path: '*', owner: 'shell', layout: 'public', dashboard: false, meta: { title: 'Page introuvable', noindex: true },
};

/** Order matters: the first route whose pattern and constraints match wins. */
export const ROUTES: readonly RouteDef[] = [...PUBLIC_ROUTES, ...FLOW_ROUTES, ...DASHBOARD_ROUTES, ...ADVERT_ROUTES];

export const ROUTES_BY_NAME: ReadonlyMap<string, RouteDef> = new Map([...ROUTES, NOT_FOUND_ROUTE].map((r) => [r.name, r]));

export function routeByName(name: string): RouteDef {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

/** 'colocation-lyon-4e' -> 'Lyon 4e' */
export function cityFromSlug(slug: string | undefined): string {
  const city = (slug ?? '').replace(/^colocation-/, '').replace(/-/g, ' ').trim();
  return city ? city.replace(/(^|\s)\p{L}/gu, (c) => c.toLocaleUpperCase('fr-FR')) : 'France';
}

/**
 * Screens that show no property bar (SPEC 2.8: properties list, reports, invitation, preview,
 * parameters, profile, edition, account and account edition), plus the screens that are not about
 * one home: a new advert, someone else's profile, moderation, the support threads, and the account's
 * subscription and invoices (they cover every home).
 */
const WITHOUT_PROPERTY_BAR = new Set([
  'DashboardProperties', 'DashboardReports', 'DashboardInvitation', 'DashboardAdvertPreview', 'DashboardParameters',
  'DashboardProfile', 'DashboardProfileEdit', 'DashboardAdvertModification', 'DashboardAccount', 'DashboardAccountEdit',
  'DashboardAdvertNew', 'DashboardUserProfile', 'DashboardModeration', 'DashboardCustomerService', 'DashboardSupport',
  'DashboardSubscription', 'DashboardSubscriptionCancel', 'DashboardInvoices',
]);

/** Whether the shell shows the property bar (mf-properties `./PropertyBar`) on this dashboard route for pros. */
export function showsPropertyBar(routeName: string): boolean {
  return routeName.startsWith('Dashboard') && !WITHOUT_PROPERTY_BAR.has(routeName);
}

/** The patterns a remote declares in its own <Routes>. */
export function routesOwnedBy(owner: RouteOwner): RouteDef[] {
  return ROUTES.filter((r) => r.owner === owner);
}

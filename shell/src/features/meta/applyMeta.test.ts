import { matchRoute } from '@coloc/shared';
import { applyMeta, pageMeta } from './applyMeta';

describe('meta tags (SPEC 2.11)', () => {
  it('uses the route title, description and canonical', () => {
    const meta = pageMeta(matchRoute('/faq'), 'https://toitpartage.fr');
    expect(meta.title).toBe('Questions fréquentes | Toit Partagé');
    expect(meta.canonical).toBe('https://toitpartage.fr/faq');
    applyMeta(meta);
    expect(document.title).toBe('Questions fréquentes | Toit Partagé');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/réponses/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://toitpartage.fr/faq');
  });

  it('falls back to the default title about colocation and housing against services', () => {
    const meta = pageMeta(matchRoute('/'), 'https://toitpartage.fr');
    expect(meta.title).toBe('Toit Partagé – Colocation par affinités et logement contre services');
    expect(meta.keywords).toContain('colocation');
  });

  it('computes title functions and keeps private pages out of search engines', () => {
    expect(pageMeta(matchRoute('/signup/manager'), 'http://x').title).toBe('Inscription gestionnaire | Toit Partagé');
    const dashboard = pageMeta(matchRoute('/users/account'), 'http://x');
    expect(dashboard.noindex).toBe(true);
    expect(dashboard.canonical).toBeNull();
    applyMeta(dashboard);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

import { i18next } from '@coloc/shared';
import '../i18n';
import type { Translate } from '../i18n';
import { makeAdvert, makeRoom } from '../test/fixtures';
import { advertMeta, advertMetaTitle, applyAdvertMeta } from './meta';

const t: Translate = (key, values) => String(i18next.t(key, { ns: 'public', ...values }));
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('advert meta', () => {
  it('titles the page like the shell does, with the kind, place, free rooms and lowest rent', () => {
    expect(plain(advertMetaTitle(makeAdvert(), t))).toBe('Colocation à Lyon 4e – 2 chambres dès 450 € | Toit Partagé');
    expect(plain(advertMetaTitle(makeAdvert({ rooms: [makeRoom()], flatmates: [], rent_min: 700, district: null }), t))).toBe('Logement entier à Lyon – 1 chambre dès 700 € | Toit Partagé');
  });

  it('replaces the route’s description and canonical link, without adding a second link', () => {
    document.head.innerHTML = '<meta name="description" content="défaut"><link rel="canonical" href="https://toitpartage.fr/colocation-lyon/12">';
    applyAdvertMeta(advertMeta(makeAdvert({ description: null, public_url: '/colocation-lyon-4e/12' }), t, 'https://toitpartage.fr'));
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://toitpartage.fr/colocation-lyon-4e/12');
    expect(plain(document.head.querySelector('meta[name="description"]')!.getAttribute('content')!)).toBe(
      'Grande colocation lumineuse. Colocation à Lyon 4e – 2 chambres dès 450 €',
    );
  });

  it('creates the elements when a page runs without the shell', () => {
    document.head.innerHTML = '';
    applyAdvertMeta({ title: 'T', description: 'D', canonical: 'https://toitpartage.fr/colocation-lyon/12' });
    expect(document.title).toBe('T');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'D');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://toitpartage.fr/colocation-lyon/12');
  });
});

// `colocation-{path}/{home_id}` (SPEC 2.2): the public advert. The visitor stays here across sign-in
// and sign-out (authLink carries the page in `redirect`), and the page's meta become the advert's.
import { authLink, type PublicAdvert } from '@coloc/shared';
import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useTexts } from '../i18n';
import { advertMeta, applyAdvertMeta, applyMissingAdvertMeta } from '../model/meta';
import { AdvertView } from './AdvertView';

export default function AdvertPage() {
  const t = useTexts();
  const { home_id: homeParam = '' } = useParams();
  const location = useLocation();
  const homeId = /^\d+$/.test(homeParam) ? Number(homeParam) : Number.NaN;
  const preview = new URLSearchParams(location.search).get('preview') === '1';
  const { pathname, search, hash } = location;

  // Any slug reaches the advert (old links, a city renamed since): the canonical link names the right one.
  const onAdvert = useCallback((advert: PublicAdvert) => applyAdvertMeta(advertMeta(advert, t, window.location.origin)), [t]);
  const onMissing = useCallback(() => applyMissingAdvertMeta(t('advert.missingTitle')), [t]);

  return (
    <AdvertView
      key={homeParam}
      homeId={homeId}
      preview={preview}
      signInHref={() => authLink('Signin', { pathname, search, hash })}
      onAdvert={onAdvert}
      onMissing={onMissing}
    />
  );
}

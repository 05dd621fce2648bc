// `garantie` (« Mon dossier »): how complete the file is, the rent guarantee, the situation, the
// documents by category, and the share link. The API answers the whole file after each change.
import { $user, pathTo } from '@coloc/shared';
import { AntiScamNotice, buttonClassName } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { DocumentSlots } from './DocumentSlots';
import { GuaranteeStatus } from './GuaranteeStatus';
import { ProgressMeter } from './ProgressMeter';
import { ShareLinkBlock } from './ShareLinkBlock';
import { SituationForm } from './SituationForm';
import { TenantFileGate } from './TenantFileGate';

export default function GuaranteePage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  return (
    <TenantFileGate
      title={t('guarantee.title')}
      intro={t('guarantee.intro')}
      forbiddenActions={
        <Link className={buttonClassName()} to={pathTo('DashboardAccount', {}, { user, from: location })}>
          {t('guarantee.toAccount')}
        </Link>
      }
    >
      {(file) => (
        <>
          <ProgressMeter file={file} />
          <GuaranteeStatus file={file} />
          <SituationForm file={file} />
          <DocumentSlots file={file} />
          <ShareLinkBlock file={file} />
          <AntiScamNotice />
        </>
      )}
    </TenantFileGate>
  );
}

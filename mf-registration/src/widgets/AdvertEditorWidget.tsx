// One listing step of an advert for other areas (./AdvertEditor, e.g. `annonce-modification` in
// mf-properties), as single-spa lifecycles mounted with `data: { homeId, step, onSaved? }`. The
// step screens are the registration ones, in 'edit' mode on the home named by `homeId` (which may
// not be the user's first home). It has its own router on the browser's history, like ./ProfileCard.
import { $options, $optionsFailed, $user, optionsRequested, type Home } from '@coloc/shared';
import { Alert, Button, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { remoteLifecycles } from '@coloc/shared/remote';
import { loadHome, refreshUser } from '../entities/flow/api/registrationApi';
import type { StepContext } from '../entities/flow/model/context';
import { STEP_COMPONENTS } from '../pages/registration/registry';
import styles from '../features/listing/ui/listing.module.css';
import { useTexts } from '../i18n/useTexts';

export const ADVERT_EDITOR_STEPS = ['annonce-adresse', 'annonce-description', 'annonce-chambres', 'annonce-charges', 'annonce-photo-video'] as const;
export type AdvertEditorStep = (typeof ADVERT_EDITOR_STEPS)[number];

export interface AdvertEditorData {
  homeId: number;
  step: AdvertEditorStep;
  /** Told after each save, with the home as now stored. */
  onSaved?: (home: Home) => void;
}

function isEditorStep(step: unknown): step is AdvertEditorStep {
  return typeof step === 'string' && (ADVERT_EDITOR_STEPS as readonly string[]).includes(step);
}

export function AdvertEditor({ homeId, step, onSaved }: AdvertEditorData) {
  const t = useTexts();
  const [user, options, optionsFailed] = useUnit([$user, $options, $optionsFailed]);
  // Each save remounts the step so that it reads the home again (new rooms get their ids).
  const [version, setVersion] = useState(0);
  const savedRef = useRef<HTMLDivElement>(null);
  // The host may pass a new callback with every update: always call the latest one.
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  useEffect(() => {
    optionsRequested();
  }, []);

  useEffect(() => {
    if (version > 0) savedRef.current?.focus();
  }, [version]);

  if (!isEditorStep(step)) return <Alert tone="error">{t('listing.editor.unknownStep')}</Alert>;
  if (!user || (!options && !optionsFailed)) return <SkeletonText lines={6} label={t('listing.editor.loading')} />;
  if (!options) {
    return (
      <Alert tone="error" title={t('listing.editor.loadFailed')}>
        <Button variant="secondary" onClick={() => optionsRequested()}>
          {t('listing.editor.retry')}
        </Button>
      </Alert>
    );
  }

  const Step = STEP_COMPONENTS[step]!;
  const flow: StepContext = {
    step,
    user,
    options,
    mode: 'edit',
    homeId,
    // No 'Précédent': the host page offers its own way between the parts of the advert.
    isFirst: true,
    position: 1,
    total: 1,
    async next() {
      // The session's user carries the home (property bar, sidebar): publish the change first.
      await refreshUser();
      const home = await loadHome(homeId);
      setVersion((n) => n + 1);
      if (home) onSavedRef.current?.(home);
    },
    previous() {},
  };

  return (
    <>
      {version > 0 && (
        <div ref={savedRef} tabIndex={-1} className={styles.saved}>
          <Alert tone="success" title={t('listing.editor.saved')}>
            <p className={styles.note}>{t('listing.editor.savedHint')}</p>
          </Alert>
        </div>
      )}
      <Suspense fallback={<SkeletonText lines={6} label={t('listing.editor.loading')} />}>
        <Step key={`${step}-${homeId}-${version}`} flow={flow} />
      </Suspense>
    </>
  );
}

export function AdvertEditorWidget({ data }: { data?: Partial<AdvertEditorData> }) {
  const homeId = Number(data?.homeId);
  if (!Number.isInteger(homeId) || homeId <= 0 || !data?.step) return null;
  return (
    <BrowserRouter>
      <AdvertEditor key={homeId} homeId={homeId} step={data.step} onSaved={data.onSaved} />
    </BrowserRouter>
  );
}

const lifecycles = remoteLifecycles(AdvertEditorWidget);

export const { bootstrap, mount, unmount, update } = lifecycles;

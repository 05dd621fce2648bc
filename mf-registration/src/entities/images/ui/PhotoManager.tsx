import { confirm, imageUrl, type HomePhoto } from '@coloc/shared';
import { Button, Tag, VisuallyHidden } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { saveHome } from '../../flow/api/registrationApi';
import { deleteHomePhoto, uploadHomePhoto } from '../api/imagesApi';
import { imageErrorText } from '../model/errors';
import { prepareImage } from '../model/prepareImage';
import styles from './PhotoManager.module.css';

/** Same limit as the API (HOME_LIMITS.photos). */
export const MAX_HOME_PHOTOS = 20;

export interface PhotoManagerProps {
  homeId: number;
  /** The home's photos in their order (home.photos); the first one is the main photo. */
  photos: readonly HomePhoto[];
  /** The photos after each upload, deletion or move, as the server answered them. */
  onChange: (photos: HomePhoto[]) => void;
  /** Shown next to the title, e.g. "at least one photo" on the step that requires it. */
  error?: string | null;
}

type Focus = { id: number; action: 'left' | 'right' | 'delete' } | { id: null; action: 'add' };

/** A home's photos: add several at once, delete, reorder; every change is saved at once. */
export function PhotoManager({ homeId, photos, onChange, error }: PhotoManagerProps) {
  const t = useTexts();
  const id = useId().replace(/:/g, '');
  const input = useRef<HTMLInputElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // One change at a time (uploads, a deletion, a move): `run` takes the change to make.
  const { pending: busy, error: changeError, submit: run } = useSubmit((change: () => Promise<void>) => change(), { describe: imageErrorText });
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [focus, setFocus] = useState<Focus | null>(null);
  // Uploads answer one after the other: the latest order must not be overwritten by a stale prop.
  const orders = useRef<HomePhoto[]>([...photos]);
  orders.current = [...photos];

  // A moved photo's DOM node moves too and loses focus: give it back to the button just used.
  useEffect(() => {
    if (!focus) return;
    const key = focus.id === null ? 'add' : `${focus.action}-${focus.id}`;
    const other = focus.id === null ? undefined : buttons.current.get(`${focus.action === 'left' ? 'right' : 'left'}-${focus.id}`);
    const usable = [buttons.current.get(key), other, buttons.current.get('add')].find((button) => button && !button.disabled);
    usable?.focus();
    setFocus(null);
  }, [focus, photos]);

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  function update(next: HomePhoto[]) {
    orders.current = next;
    onChange(next);
  }

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0 || busy) return;
    // Each file's failure is kept and the next file still goes: the list says which ones were refused.
    await run(async () => {
      setErrors([]);
      setStatus('');
      const failures: string[] = [];
      let added = 0;
      for (const [index, file] of files.entries()) {
        setProgress({ current: index + 1, total: files.length });
        if (orders.current.length >= MAX_HOME_PHOTOS) {
          failures.push(t('listing.images.fileError', { name: file.name, message: t('listing.images.tooMany') }));
          continue;
        }
        try {
          const result = await uploadHomePhoto(homeId, await prepareImage(file));
          update(result.photos ?? [...orders.current, { id: result.id, public_id: result.public_id }]);
          added += 1;
        } catch (failure) {
          failures.push(t('listing.images.fileError', { name: file.name, message: imageErrorText(failure) }));
        }
      }
      setProgress(null);
      setErrors(failures);
      if (added > 0) setStatus(t('listing.images.uploaded', { count: added }));
    });
  }

  async function remove(imageId: number, position: number) {
    if (busy) return;
    const sure = await confirm({
      title: t('listing.images.deleteTitle'),
      content: t('listing.images.deleteContent'),
      yes: t('listing.images.deleteYes'),
      no: t('listing.images.deleteNo'),
    });
    if (!sure) return;
    await run(async () => {
      setErrors([]);
      const home = await deleteHomePhoto(homeId, imageId);
      update(home.photos);
      setStatus(t('listing.images.deleted'));
      const neighbour = home.photos[Math.min(position - 1, home.photos.length - 1)];
      setFocus(neighbour === undefined ? { id: null, action: 'add' } : { id: neighbour.id, action: 'delete' });
    });
  }

  async function move(imageId: number, by: -1 | 1) {
    const current = orders.current.map((photo) => photo.id);
    const from = current.indexOf(imageId);
    const to = from + by;
    if (busy || from < 0 || to < 0 || to >= current.length) return;
    const next = [...current];
    [next[from], next[to]] = [next[to]!, next[from]!];
    await run(async () => {
      setErrors([]);
      const home = await saveHome(homeId, { image_orders: next });
      update(home.photos);
      setStatus(t('listing.images.moved', { position: home.photos.findIndex((photo) => photo.id === imageId) + 1 }));
      setFocus({ id: imageId, action: by < 0 ? 'left' : 'right' });
    });
  }

  const total = photos.length;
  const shownErrors = changeError ? [changeError] : errors;
  return (
    <section className={styles.manager} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('listing.images.photosTitle')}
        </h2>
        <span className={styles.count}>{t('listing.images.photoCount', { count: total })}</span>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('listing.images.photosHint')}
      </p>
      {total === 0 ? (
        <p className={styles.empty}>{t('listing.images.noPhoto')}</p>
      ) : (
        <ol className={styles.grid}>
          {photos.map(({ id: imageId, public_id: publicId }, index) => {
            const position = index + 1;
            return (
              <li key={imageId} className={styles.item}>
                <div className={styles.frame}>
                  <img
                    className={styles.photo}
                    src={imageUrl(publicId, 320, 240)}
                    alt={t('listing.images.photoAlt', { position, total })}
                    width={320}
                    height={240}
                    loading="lazy"
                  />
                  {index === 0 && (
                    <Tag tone="primary" className={styles.main}>
                      {t('listing.images.mainPhoto')}
                    </Tag>
                  )}
                </div>
                <div className={styles.tools}>
                  <Button
                    ref={register(`left-${imageId}`)}
                    size="sm"
                    variant="ghost"
                    disabled={busy || index === 0}
                    onClick={() => move(imageId, -1)}
                    title={t('listing.images.moveLeft')}
                  >
                    <span aria-hidden="true">←</span>
                    <VisuallyHidden>{t('listing.images.moveLeftLabel', { position })}</VisuallyHidden>
                  </Button>
                  <Button
                    ref={register(`right-${imageId}`)}
                    size="sm"
                    variant="ghost"
                    disabled={busy || index === total - 1}
                    onClick={() => move(imageId, 1)}
                    title={t('listing.images.moveRight')}
                  >
                    <span aria-hidden="true">→</span>
                    <VisuallyHidden>{t('listing.images.moveRightLabel', { position })}</VisuallyHidden>
                  </Button>
                  <Button
                    ref={register(`delete-${imageId}`)}
                    size="sm"
                    variant="danger"
                    disabled={busy}
                    onClick={() => remove(imageId, position)}
                    aria-label={t('listing.images.deleteLabel', { position })}
                  >
                    {t('listing.images.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <input
        ref={input}
        className={styles.file}
        type="file"
        accept="image/*"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        onChange={add}
      />
      <div className={styles.actions}>
        <Button
          ref={register('add')}
          variant="secondary"
          loading={progress !== null}
          disabled={busy || total >= MAX_HOME_PHOTOS}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint`}
        >
          {t('listing.images.addPhotos')}
        </Button>
        {progress && (
          <span className={styles.progress} aria-hidden="true">
            {t('listing.images.uploading', progress)}
          </span>
        )}
      </div>
      {total >= MAX_HOME_PHOTOS && <p className={styles.hint}>{t('listing.images.tooMany')}</p>}
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {progress ? t('listing.images.uploading', progress) : status}
        </span>
      </VisuallyHidden>
      {shownErrors.length > 0 && (
        <div role="alert" className={styles.errors}>
          <ul>
            {shownErrors.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

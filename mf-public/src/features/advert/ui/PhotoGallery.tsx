// The advert's photos: one large photo, previous / next buttons, the arrow keys, and thumbnails.
// Sizes come from the image server's list (srcset); width and height keep the layout still.
import { LazyImage, VisuallyHidden } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTexts } from '../i18n';
import { photoSources, thumbnailUrl } from '../model/presentation';
import styles from './PhotoGallery.module.css';

export function PhotoGallery({ photoIds, title }: { photoIds: readonly string[]; title: string }) {
  const t = useTexts();
  const [index, setIndex] = useState(0);
  const hintId = `gallery-hint${useId().replace(/:/g, '')}`;
  const total = photoIds.length;

  if (total === 0) {
    return (
      <div className={clsx(styles.frame, styles.empty)}>
        <p>{t('advert.gallery.none')}</p>
      </div>
    );
  }

  const current = Math.min(index, total - 1);
  const show = (next: number) => setIndex((next + total) % total);
  const id = photoIds[current]!;
  const sources = photoSources(id);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(total - 1);
    else return;
    event.preventDefault();
  }

  return (
    <section
      className={styles.gallery}
      aria-roledescription={t('advert.gallery.roleDescription')}
      aria-label={t('advert.gallery.label')}
      aria-describedby={total > 1 ? hintId : undefined}
      // Focusable so that the arrow keys work as soon as the gallery is reached with Tab.
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {total > 1 && <VisuallyHidden><span id={hintId}>{t('advert.gallery.keyboard')}</span></VisuallyHidden>}
      <div className={styles.frame}>
        <LazyImage
          key={id}
          eager
          className={styles.photo}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes="(max-width: 1023px) 100vw, 72rem"
          width={sources.width}
          height={sources.height}
          alt={t('advert.gallery.alt', { title, n: current + 1, total })}
          // The first photo is the largest thing on the page: fetched at once, before the page's
          // other requests, and shown without waiting for an off-thread decode; the others on demand.
          fetchPriority={current === 0 ? 'high' : 'auto'}
          decoding={current === 0 ? 'sync' : 'async'}
        />
        {total > 1 && (
          <>
            <button type="button" className={clsx(styles.arrow, styles.previous)} onClick={() => show(current - 1)} aria-label={t('advert.gallery.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={clsx(styles.arrow, styles.next)} onClick={() => show(current + 1)} aria-label={t('advert.gallery.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <p className={styles.counter} aria-live="polite">
          {t('advert.gallery.position', { current: current + 1, total })}
        </p>
      </div>
      {total > 1 && (
        <ul className={styles.thumbs}>
          {photoIds.map((photo, n) => (
            <li key={photo}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => show(n)}
                aria-label={t('advert.gallery.show', { n: n + 1 })}
                aria-current={n === current ? 'true' : undefined}
              >
                <LazyImage src={thumbnailUrl(photo)} alt="" width={128} height={128} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

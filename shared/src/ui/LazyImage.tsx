// Every photo and avatar: loaded 2.5 viewport heights ahead (useNearViewport), and when it fails,
// « L'image n'a pas pu être chargée » in a box of the same size, so the layout stays (SPEC 8).
import clsx from 'clsx';
import { type CSSProperties, type ImgHTMLAttributes, useCallback, useEffect, useRef, useState } from 'react';
import { common } from '../i18n/common';
import styles from './LazyImage.module.css';
import { useNearViewport } from './useNearViewport';

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> {
  src: string;
  /** Above the fold (a page's main photo): loads at once, also from the server's HTML. */
  eager?: boolean;
}

export function LazyImage({ src, srcSet, eager = false, className, style, width, height, alt = '', onError, ...rest }: LazyImageProps) {
  const [observe, near] = useNearViewport<HTMLImageElement>(eager);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement | null>(null);
  const ref = useCallback(
    (node: HTMLImageElement | null) => {
      image.current = node;
      observe(node);
    },
    [observe],
  );

  // An image from the server's HTML may have failed before React listened for its error.
  useEffect(() => {
    const node = image.current;
    if (near && node?.complete && node.getAttribute('src') && node.naturalWidth === 0) setFailedSrc(src);
  }, [near, src]);

  if (failedSrc === src) {
    const box: CSSProperties = { ...style };
    if (width && height) box.aspectRatio = `${width} / ${height}`;
    if (width) box.width = box.width ?? `${width}px`;
    // Too small a box (an avatar of a list) keeps the message as its tooltip and accessible name.
    const small = Number(width) > 0 && Number(width) < 80;
    return (
      <span
        role="img"
        aria-label={alt ? `${alt} : ${common.media.imageFailed}` : common.media.imageFailed}
        title={common.media.imageFailed}
        className={clsx(className, styles.failed)}
        style={box}
        data-image-failed=""
      >
        <span className={small ? styles.failedMark : styles.failedText} aria-hidden="true">
          {small ? '!' : common.media.imageFailed}
        </span>
      </span>
    );
  }

  return (
    <img
      ref={ref}
      className={className}
      style={style}
      width={width}
      height={height}
      alt={alt}
      decoding="async"
      {...rest}
      src={near ? src : undefined}
      srcSet={near ? srcSet : undefined}
      data-lazy={near ? undefined : 'pending'}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}

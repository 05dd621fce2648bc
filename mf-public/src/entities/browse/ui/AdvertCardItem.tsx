import type { AdvertCard } from '@coloc/shared';
import { LazyImage } from '@coloc/shared/ui';
import { Link } from 'react-router-dom';
import { CARD_IMAGE_SIZES, cardAvailability, cardPhoto, cardPlace, cardRent, cardRentAmount, cardRooms } from '../model/cards';
import styles from './Browse.module.css';

/**
 * One advert of a list. The title is the link (stretched over the card); the first card's photo is
 * the page's largest image on a phone, so it is fetched first and never lazily.
 */
export function AdvertCardItem({ card, first = false }: { card: AdvertCard; first?: boolean }) {
  const photo = card.photo_id !== null ? cardPhoto(card.photo_id) : null;
  const availability = cardAvailability(card);
  const rooms = cardRooms(card);
  const amount = cardRentAmount(card);
  return (
    <article className={styles.card}>
      <div className={styles.photo}>
        {photo ? (
          <LazyImage
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={CARD_IMAGE_SIZES}
            width={photo.width}
            height={photo.height}
            alt=""
            eager={first}
            {...(first ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <svg className={styles.noPhoto} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 11 12 4l9 7M5.5 9.5V20h13V9.5M10 20v-5h4v5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
        )}
        {card.housing_for_services && <span className={styles.servicesBadge}>Logement contre services</span>}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.place}>{cardPlace(card)}</p>
        <h3 className={styles.cardTitle}>
          <Link to={card.public_url} className={styles.cardLink}>
            {card.title}
          </Link>
        </h3>
        <p className={styles.rent}>
          {amount ? (
            <>
              dès <strong>{amount}</strong> / mois
            </>
          ) : (
            <strong>{cardRent(card)}</strong>
          )}
        </p>
        <p className={styles.facts}>{[rooms, card.home_type].filter(Boolean).join(' · ')}</p>
        <p className={availability.now ? `${styles.availability} ${styles.now}` : styles.availability}>{availability.text}</p>
      </div>
    </article>
  );
}

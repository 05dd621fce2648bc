import { formatDay, type AdvertRoom } from '@coloc/shared';
import { Tag } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useTexts, type Translate } from '../i18n';
import { euros, parisToday, roomState } from '../model/presentation';
import styles from './AdvertView.module.css';

function price(room: AdvertRoom, payByService: boolean, t: Translate): string {
  if (room.rent === null) return '';
  if (payByService && room.rent === 0) return t('advert.rooms.rentServices');
  if (room.charges) return t('advert.rooms.rent', { rent: euros(room.rent), charges: euros(room.charges) });
  return t('advert.rooms.rentOnly', { rent: euros(room.rent) });
}

/** Each room: its name, surface, rent and charges, and whether it is free (from when) or let. */
export function RoomsList({ rooms, payByService }: { rooms: readonly AdvertRoom[]; payByService: boolean }) {
  const t = useTexts();
  const today = parisToday();
  if (rooms.length === 0) return <p className={styles.muted}>{t('advert.rooms.none')}</p>;
  return (
    <ul className={styles.rooms}>
      {rooms.map((room) => {
        const state = roomState(room, today);
        const amount = price(room, payByService, t);
        return (
          <li key={room.id} className={clsx(styles.room, state.kind === 'let' && styles.roomLet)}>
            <div className={styles.roomHead}>
              <h3 className={styles.roomName}>{room.display_name}</h3>
              {room.surface !== null && <span className={styles.muted}>{t('advert.rooms.surface', { value: String(room.surface).replace('.', ',') })}</span>}
            </div>
            {amount && (
              <p className={styles.roomPrice}>
                {amount} <span className={styles.muted}>{t('advert.rooms.perMonth')}</span>
              </p>
            )}
            <p className={styles.roomState}>
              {state.kind === 'let' ? (
                <Tag>{t('advert.rooms.let')}</Tag>
              ) : (
                <Tag tone="success">
                  {state.kind === 'from' ? t('advert.rooms.availableFrom', { date: formatDay(state.date) }) : t('advert.rooms.available')}
                </Tag>
              )}
            </p>
            {(room.furnished || room.private_bathroom || room.private_toilets) && (
              <p className={styles.roomFeatures}>
                {[room.furnished && t('advert.rooms.furnished'), room.private_bathroom && t('advert.rooms.privateBathroom'), room.private_toilets && t('advert.rooms.privateToilets')]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

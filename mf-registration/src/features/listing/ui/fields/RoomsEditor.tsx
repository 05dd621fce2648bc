import { formatEuro, rentControlAreaOf, roomDisplayName, type Home } from '@coloc/shared';
import { Alert, Button, CheckboxField, TextField } from '@coloc/shared/ui';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../../i18n/useTexts';
import { useTexts } from '../../../../i18n/useTexts';
import { LIMITS, newRoomDraft, parseDecimal, type Errors, type RoomDraft, type RoomField, type RoomPart } from '../../model/drafts';
import styles from '../listing.module.css';

/** "Loyer de référence, charges comprises : 450 € (de 400 € à 520 €)" when the API could compute it, else null. */
export function referenceRentText(home: Pick<Home, 'reference_rent_auto' | 'reference_rent_month' | 'inc_reference_rent_month' | 'dec_reference_rent_month'> | null, t: Translate): string | null {
  const median = home?.reference_rent_month;
  if (!home?.reference_rent_auto || median === null || median === undefined) return null;
  const euros = (value: number | null | undefined) => formatEuro(value ?? median, 0);
  return t('listing.rooms.reference', { median: euros(median), low: euros(home.dec_reference_rent_month), high: euros(home.inc_reference_rent_month) });
}

/** In a commune under rent control, says so and links to the official simulator (French law, not the SPEC). */
export function RentControlNotice({ home }: { home: Pick<Home, 'city' | 'postal_code'> | null }) {
  const t = useTexts();
  const area = home ? rentControlAreaOf(home) : null;
  if (!area) return null;
  return (
    <Alert tone="info" title={t('listing.rooms.rentControlTitle', { area: area.name })}>
      <p>{t('listing.rooms.rentControlText')}</p>
      <a href={area.simulatorUrl} target="_blank" rel="noopener noreferrer">
        {t('listing.rooms.rentControlLink')}
      </a>
    </Alert>
  );
}

/** « Total charges comprises : 520 € » once the rent is a number, to compare with the reference rent. */
function roomTotal(room: Pick<RoomDraft, 'rent' | 'charges'>): number | null {
  const rent = parseDecimal(room.rent);
  const charges = parseDecimal(room.charges) ?? 0;
  if (rent === null || Number.isNaN(rent) || Number.isNaN(charges)) return null;
  return rent + charges;
}

function RoomTotal({ room }: { room: Pick<RoomDraft, 'rent' | 'charges'> }) {
  const t = useTexts();
  const total = roomTotal(room);
  if (total === null) return null;
  return <p className={styles.note}>{t('listing.rooms.total', { total: formatEuro(total, Number.isInteger(total) ? 0 : 2) })}</p>;
}

interface RoomsEditorProps {
  rooms: RoomDraft[];
  onChange: (rooms: RoomDraft[]) => void;
  /** By room key, shown after a first submit attempt. */
  errors: Record<string, Errors<RoomField>>;
  /** 'details': name, surface, availability, furnished, private bathroom and toilets; 'rent': rent and charges. */
  parts: readonly RoomPart[];
  /** Rooms can be added and removed (the step that lists them), or only filled in. */
  editableList?: boolean;
  /** For the reference rent shown next to each rent. */
  home?: Home | null;
  /** Error about the list itself ("at least one room"). */
  listError?: string | null;
  /** New rooms start furnished when the home is. */
  furnishedByDefault?: boolean;
}

/** The rooms of a home, one fieldset each, named with roomDisplayName ('Chambre A' for number 0). */
export function RoomsEditor({ rooms, onChange, errors, parts, editableList = false, home = null, listError, furnishedByDefault = false }: RoomsEditorProps) {
  const t = useTexts();
  const fieldsets = useRef(new Map<string, HTMLFieldSetElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const withDetails = parts.includes('details');
  const withRent = parts.includes('rent');
  const reference = withRent ? referenceRentText(home, t) : null;

  useEffect(() => {
    if (!focusKey) return;
    if (focusKey === 'add') addButton.current?.focus();
    else fieldsets.current.get(focusKey)?.querySelector<HTMLInputElement>('input')?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const update = (key: string, change: Partial<RoomDraft>) => onChange(rooms.map((room) => (room.key === key ? { ...room, ...change } : room)));

  function add() {
    const room = newRoomDraft(rooms, furnishedByDefault);
    onChange([...rooms, room]);
    setFocusKey(room.key);
  }

  function remove(key: string) {
    onChange(rooms.filter((room) => room.key !== key));
    setFocusKey('add');
  }

  return (
    <div className={styles.fields}>
      {withRent && <RentControlNotice home={home} />}
      {withRent && (
        <p className={styles.note}>
          {t('listing.rooms.rentsApart')} {reference ? t('listing.rooms.referenceHint') : t('listing.rooms.referenceMissing')}
        </p>
      )}
      {rooms.length === 0 && <p className={styles.empty}>{t('listing.rooms.none')}</p>}
      {rooms.map((room) => {
        const name = roomDisplayName({ name: room.name, number: room.number });
        const fallback = roomDisplayName({ name: null, number: room.number });
        const roomErrors = errors[room.key] ?? {};
        const error = (field: RoomField) => (roomErrors[field] ? t(roomErrors[field]) : null);
        return (
          <fieldset
            key={room.key}
            className={styles.room}
            ref={(element) => {
              if (element) fieldsets.current.set(room.key, element);
              else fieldsets.current.delete(room.key);
            }}
          >
            <legend className={styles.roomName}>{name}</legend>
            {withDetails && (
              <>
                <TextField
                  label={t('listing.rooms.name')}
                  hint={t('listing.rooms.nameHint', { fallback })}
                  maxLength={LIMITS.roomNameLength}
                  value={room.name}
                  onChange={(event) => update(room.key, { name: event.target.value })}
                />
                <div className={styles.row}>
                  <TextField
                    className={styles.number}
                    label={t('listing.rooms.surface')}
                    inputMode="decimal"
                    value={room.surface}
                    onChange={(event) => update(room.key, { surface: event.target.value })}
                    error={error('surface')}
                  />
                  <TextField
                    className={styles.date}
                    type="date"
                    label={t('listing.rooms.availableFrom')}
                    hint={t('listing.rooms.availableFromHint')}
                    value={room.available_from}
                    onChange={(event) => update(room.key, { available_from: event.target.value })}
                    error={error('available_from')}
                  />
                </div>
                <div className={styles.checks}>
                  <CheckboxField label={t('listing.rooms.furnished')} checked={room.furnished} onChange={(event) => update(room.key, { furnished: event.target.checked })} />
                  <CheckboxField
                    label={t('listing.rooms.privateBathroom')}
                    checked={room.private_bathroom}
                    onChange={(event) => update(room.key, { private_bathroom: event.target.checked })}
                  />
                  <CheckboxField
                    label={t('listing.rooms.privateToilets')}
                    checked={room.private_toilets}
                    onChange={(event) => update(room.key, { private_toilets: event.target.checked })}
                  />
                </div>
              </>
            )}
            {withRent && (
              <div className={styles.row}>
                <TextField
                  className={styles.money}
                  label={t('listing.rooms.rent')}
                  hint={reference ?? undefined}
                  required
                  inputMode="decimal"
                  value={room.rent}
                  onChange={(event) => update(room.key, { rent: event.target.value })}
                  error={error('rent')}
                />
                <TextField
                  className={styles.money}
                  label={t('listing.rooms.charges')}
                  inputMode="decimal"
                  value={room.charges}
                  onChange={(event) => update(room.key, { charges: event.target.value })}
                  error={error('charges')}
                />
                <RoomTotal room={room} />
              </div>
            )}
            {editableList && (
              <div className={styles.roomActions}>
                <Button variant="ghost" size="sm" onClick={() => remove(room.key)} aria-label={t('listing.rooms.removeLabel', { name })}>
                  {t('listing.rooms.remove')}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {editableList && (
        <div>
          <Button ref={addButton} variant="secondary" onClick={add} disabled={rooms.length >= LIMITS.rooms}>
            {t('listing.rooms.add')}
          </Button>
          {rooms.length >= LIMITS.rooms && <p className={styles.hint}>{t('listing.rooms.max')}</p>}
        </div>
      )}
      {listError && (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      )}
    </div>
  );
}

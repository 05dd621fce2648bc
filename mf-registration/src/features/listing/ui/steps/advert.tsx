// Owner, agent and manager steps (`/:user_type/:step/:home_id`, SPEC 2.6): from the address to the summary.
import { formatDay, formatEuro, type Home, imageUrl, optionText, roomDisplayName } from '@coloc/shared';
import { Alert, Tag } from '@coloc/shared/ui';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTexts, type Translate } from '../../../../i18n/useTexts';
import { createHome, saveHome } from '../../../../entities/flow/api/registrationApi';
import type { StepContext } from '../../../../entities/flow/model/context';
import { StepForm } from '../../../../entities/flow/ui/StepForm';
import { PhotoManager } from '../../../../entities/images/ui/PhotoManager';
import {
  addressDraftOf,
  chambresDraftsOf,
  addressErrors,
  addressUpdate,
  descriptionError,
  detailsDraftOf,
  detailsErrors,
  detailsUpdate,
  hasErrors,
  missingItems,
  roomDraftsOf,
  roomErrors,
  roomInputs,
} from '../../model/drafts';
import { AddressFields } from '../fields/AddressFields';
import { AdvertTextsFields } from '../fields/AdvertTextsFields';
import { focusFirstError } from '../fields/focusFirstError';
import { HomeDetailsFields } from '../fields/HomeDetailsFields';
import { RoomsEditor } from '../fields/RoomsEditor';
import { ServicesFields, servicesUpdate } from '../fields/ServicesFields';
import { ServiceTermsFields } from '../fields/ServiceTermsFields';
import { serviceTermsDraftOf, serviceTermsErrors, serviceTermsUpdate } from '../../model/serviceTerms';
import styles from '../listing.module.css';
import { listingStepUrl, withHome, type HomeStepProps, type SavedHomeStepProps } from '../withHome';

/** annonce-adresse: creates the home when the URL says 'new' and hands its id to the next step. */
function AdresseStep({ flow, home, target }: HomeStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [address, setAddress] = useState(() => addressDraftOf(home));
  const [submitted, setSubmitted] = useState(false);
  const errors = addressErrors(address, { withName: true });

  async function submit() {
    setSubmitted(true);
    if (hasErrors(errors)) {
      focusFirstError(body.current);
      return false;
    }
    const update = addressUpdate(address, { withName: true });
    if (target === 'new' || !home) {
      const created = await createHome(update);
      return { homeId: created.id };
    }
    await saveHome(target, update);
  }

  return (
    <StepForm flow={flow} title={t('listing.adresse.title')} intro={t('listing.adresse.intro')} onSubmit={submit}>
      <div ref={body}>
        <AddressFields value={address} onChange={setAddress} errors={submitted ? errors : {}} withName />
      </div>
    </StepForm>
  );
}
export const AnnonceAdresse = withHome(AdresseStep, { needsHome: false });

/**
 * annonce-description: characteristics, advert text (20 characters at least) and wishes; for housing
 * for services, the terms asked in exchange (hours, tasks, trial period, notice).
 */
function DescriptionStep({ flow, home, target }: SavedHomeStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [details, setDetails] = useState(() => detailsDraftOf(home));
  const [description, setDescription] = useState(home.details?.description ?? '');
  const [wishes, setWishes] = useState(home.details?.wishes ?? '');
  const [terms, setTerms] = useState(() => serviceTermsDraftOf(home));
  const [submitted, setSubmitted] = useState(false);
  const payByService = home.details?.pay_by_service ?? false;
  const errors = {
    details: detailsErrors(details, { withFloor: true }),
    description: descriptionError(description, { required: true }),
    services: payByService ? serviceTermsErrors(terms) : {},
  };

  async function submit() {
    setSubmitted(true);
    if (hasErrors(errors)) {
      focusFirstError(body.current);
      return false;
    }
    await saveHome(target, {
      ...detailsUpdate(details, { withFloor: true }),
      description: description.trim(),
      wishes: wishes.trim() || null,
      ...(payByService ? serviceTermsUpdate(terms) : {}),
    });
  }

  return (
    <StepForm flow={flow} title={t('listing.description.title')} intro={t('listing.description.intro')} onSubmit={submit}>
      <div ref={body} className={styles.stack}>
        <section className={styles.section}>
          <HomeDetailsFields value={details} onChange={setDetails} errors={submitted ? errors.details : {}} options={flow.options} withFloor />
        </section>
        <section className={styles.section}>
          <AdvertTextsFields
            description={description}
            wishes={wishes}
            onDescriptionChange={setDescription}
            onWishesChange={setWishes}
            descriptionError={submitted && errors.description ? t(errors.description) : null}
            descriptionRows={8}
          />
        </section>
        {payByService && (
          <section className={styles.section}>
            <ServiceTermsFields value={terms} onChange={setTerms} errors={submitted ? errors.services : {}} />
          </section>
        )}
      </div>
    </StepForm>
  );
}
export const AnnonceDescription = withHome(DescriptionStep, { needsHome: true });

/** annonce-chambres: the list of rooms; rents come at the next step. */
function ChambresStep({ flow, home, target }: SavedHomeStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [rooms, setRooms] = useState(() => chambresDraftsOf(home));
  const [submitted, setSubmitted] = useState(false);
  const errors = roomErrors(rooms, ['details']);
  const listError = rooms.length === 0 ? t('listing.rooms.atLeastOne') : null;

  async function submit() {
    setSubmitted(true);
    if (hasErrors(errors) || listError) {
      focusFirstError(body.current);
      return false;
    }
    await saveHome(target, { rooms: roomInputs(rooms, ['details']) });
  }

  return (
    <StepForm flow={flow} title={t('listing.chambres.title')} intro={t('listing.chambres.intro')} onSubmit={submit}>
      <div ref={body}>
        <RoomsEditor
          rooms={rooms}
          onChange={setRooms}
          errors={submitted ? errors : {}}
          parts={['details']}
          editableList
          listError={submitted ? listError : null}
          furnishedByDefault={home.details?.furnished ?? false}
        />
      </div>
    </StepForm>
  );
}
export const AnnonceChambres = withHome(ChambresStep, { needsHome: true });

/**
 * annonce-charges: rent and charges of each room next to the reference rent; housing against
 * services, whose terms are asked as soon as it is ticked (the description step shows them again).
 */
function ChargesStep({ flow, home, target }: SavedHomeStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [rooms, setRooms] = useState(() => roomDraftsOf(home));
  const [services, setServices] = useState({ pay_by_service: home.details?.pay_by_service ?? false, service_list: home.details?.service_list ?? [] });
  const [terms, setTerms] = useState(() => serviceTermsDraftOf(home));
  const [submitted, setSubmitted] = useState(false);
  const errors = roomErrors(rooms, ['rent']);
  const termsErrors = services.pay_by_service ? serviceTermsErrors(terms) : {};
  const listError = rooms.length === 0 ? t('listing.rooms.noRoomForRent') : null;

  async function submit() {
    setSubmitted(true);
    if (hasErrors(errors) || hasErrors(termsErrors) || listError) {
      focusFirstError(body.current);
      return false;
    }
    await saveHome(target, {
      rooms: roomInputs(rooms, ['rent']),
      ...servicesUpdate(services),
      ...(services.pay_by_service ? serviceTermsUpdate(terms) : {}),
    });
  }

  return (
    <StepForm flow={flow} title={t('listing.charges.title')} intro={t('listing.charges.intro')} onSubmit={submit}>
      <div ref={body} className={styles.stack}>
        {rooms.length === 0 ? (
          <Alert tone="info">
            <p>{t('listing.rooms.noRoomForRent')}</p>
            <Link to={listingStepUrl(flow, 'annonce-chambres', home.id)}>{t('listing.rooms.noRoomLink')}</Link>
          </Alert>
        ) : (
          <RoomsEditor rooms={rooms} onChange={setRooms} errors={submitted ? errors : {}} parts={['rent']} home={home} />
        )}
        <section className={styles.section}>
          <ServicesFields value={services} onChange={setServices} options={flow.options} />
          {services.pay_by_service && <ServiceTermsFields value={terms} onChange={setTerms} errors={submitted ? termsErrors : {}} />}
        </section>
        {submitted && listError && (
          <p className={styles.error} role="alert">
            {listError}
          </p>
        )}
      </div>
    </StepForm>
  );
}
export const AnnonceCharges = withHome(ChargesStep, { needsHome: true });

/** annonce-photo-video: the photos, saved as they are added; at least one to go on. */
function PhotosStep({ flow, home }: SavedHomeStepProps) {
  const t = useTexts();
  const [photos, setPhotos] = useState(home.photos);
  const [submitted, setSubmitted] = useState(false);
  const error = photos.length === 0 ? t('listing.photos.required') : null;

  function submit() {
    setSubmitted(true);
    if (error) return false;
  }

  return (
    <StepForm flow={flow} title={t('listing.photos.title')} intro={t('listing.photos.intro')} onSubmit={submit}>
      <PhotoManager homeId={home.id} photos={photos} onChange={setPhotos} error={submitted ? error : null} />
    </StepForm>
  );
}
export const AnnoncePhotoVideo = withHome(PhotosStep, { needsHome: true });

// ---------------------------------------------------------------- summary

function euros(value: number): string {
  return formatEuro(value, Number.isInteger(value) ? 0 : 2);
}

function SummarySection({ title, edit, children }: { title: string; edit: string; children: ReactNode }) {
  const t = useTexts();
  return (
    <section className={styles.section}>
      <div className={styles.summaryHeader}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <Link to={edit} aria-label={t('listing.recap.editLabel', { section: title })}>
          {t('listing.recap.edit')}
        </Link>
      </div>
      {children}
    </section>
  );
}

function detailsLine(home: Home, flow: StepContext, t: Translate): string[] {
  const details = home.details;
  const parts: string[] = [];
  const type = optionText(flow.options, 'home_type', details?.home_type);
  if (type) parts.push(type);
  if (details?.surface) parts.push(t('listing.recap.surface', { value: String(details.surface).replace('.', ',') }));
  if (details?.bedroom_count !== null && details?.bedroom_count !== undefined) parts.push(t('listing.recap.bedrooms', { count: details.bedroom_count }));
  if (details?.floor !== null && details?.floor !== undefined) parts.push(t('listing.recap.floor', { value: details.floor }));
  if (details?.elevator) parts.push(t('listing.recap.elevator'));
  parts.push(details?.furnished ? t('listing.recap.furnished') : t('listing.recap.unfurnished'));
  return parts;
}

/** annonce-recapitulatif: everything at a glance, a "Modifier" link per step, and what is missing. */
function RecapStep({ flow, home }: SavedHomeStepProps) {
  const t = useTexts();
  const [blocked, setBlocked] = useState(false);
  const missing = missingItems(home);
  const complete = home.step >= 3;
  const details = home.details;
  const amenities = (details?.amenities ?? []).map((id) => optionText(flow.options, 'amenities', id)).filter(Boolean);
  const services = (details?.service_list ?? []).map((id) => optionText(flow.options, 'service_list', id)).filter(Boolean);
  const edit = (step: string) => listingStepUrl(flow, step, home.id);
  const notSet = <p className={styles.note}>{t('listing.recap.notSet')}</p>;

  function submit() {
    if (complete) return;
    setBlocked(true);
    return false;
  }

  return (
    <StepForm flow={flow} title={t('listing.recap.title')} intro={t('listing.recap.intro')} onSubmit={submit}>
      <div className={styles.summary}>
        {complete ? (
          <Alert tone="success">{t('listing.recap.complete')}</Alert>
        ) : (
          <Alert tone={blocked ? 'error' : 'warning'} title={blocked ? t('listing.recap.cannotContinue') : undefined}>
            <p>{t('listing.recap.incomplete')}</p>
            <ul className={styles.summaryList}>
              {missing.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </Alert>
        )}

        <SummarySection title={t('listing.recap.address')} edit={edit('annonce-adresse')}>
          {home.name && <p className={styles.quote}><strong>{home.name}</strong></p>}
          {home.address ? (
            <p className={styles.quote}>
              {[home.address, home.address2, [home.postal_code, home.city].filter(Boolean).join(' ')].filter(Boolean).join('\n')}
            </p>
          ) : (
            notSet
          )}
        </SummarySection>

        <SummarySection title={t('listing.recap.description')} edit={edit('annonce-description')}>
          <p className={styles.quote}>{detailsLine(home, flow, t).join(' · ')}</p>
          {amenities.length > 0 && (
            <div className={styles.checks}>
              {amenities.map((text) => (
                <Tag key={text}>{text}</Tag>
              ))}
            </div>
          )}
          {details?.description ? <p className={styles.quote}>{details.description}</p> : notSet}
        </SummarySection>

        <SummarySection title={t('listing.recap.rooms')} edit={edit('annonce-chambres')}>
          {home.rooms.length === 0 ? (
            notSet
          ) : (
            <ul className={styles.summaryList}>
              {home.rooms.map((room) => (
                <li key={room.id}>
                  <strong>{roomDisplayName(room)}</strong>
                  {room.surface ? ` · ${t('listing.recap.surface', { value: String(room.surface).replace('.', ',') })}` : ''}
                  {' · '}
                  {room.available_from ? t('listing.recap.availableFrom', { date: formatDay(room.available_from) }) : t('listing.recap.availableNow')}
                  {room.furnished ? ` · ${t('listing.recap.furnished')}` : ''}
                  {room.private_bathroom ? ` · ${t('listing.rooms.privateBathroom')}` : ''}
                  {room.private_toilets ? ` · ${t('listing.rooms.privateToilets')}` : ''}
                </li>
              ))}
            </ul>
          )}
        </SummarySection>

        <SummarySection title={t('listing.recap.rents')} edit={edit('annonce-charges')}>
          {home.rooms.length === 0 ? (
            notSet
          ) : (
            <ul className={styles.summaryList}>
              {home.rooms.map((room) => (
                <li key={room.id}>
                  <strong>{roomDisplayName(room)}</strong>
                  {' : '}
                  {room.rent === null
                    ? t('listing.recap.rentMissing')
                    : room.charges
                      ? t('listing.recap.rent', { rent: euros(room.rent), charges: euros(room.charges) })
                      : euros(room.rent)}
                </li>
              ))}
            </ul>
          )}
          {details?.pay_by_service && (
            <p className={styles.note}>
              {services.length > 0 ? t('listing.recap.payByService', { services: services.join(', ') }) : t('listing.recap.payByServiceNone')}
            </p>
          )}
        </SummarySection>

        <SummarySection title={t('listing.recap.photos')} edit={edit('annonce-photo-video')}>
          {home.photos.length === 0 ? (
            notSet
          ) : (
            <ul className={styles.thumbs}>
              {home.photos.map((photo, index) => (
                <li key={photo.id}>
                  <img src={imageUrl(photo.public_id, 320, 240)} alt={t('listing.images.photoAlt', { position: index + 1, total: home.photos.length })} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
        </SummarySection>
      </div>
    </StepForm>
  );
}
export const AnnonceRecapitulatif = withHome(RecapStep, { needsHome: true });

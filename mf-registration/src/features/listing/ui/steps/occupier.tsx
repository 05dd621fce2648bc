// The owner-occupier's branch (a coloc who lets rooms in their own home): home-3b, home-3c; then
// the offers, moderation and payment steps shared with owners (steps/offers.tsx).
import { useRef, useState } from 'react';
import { useTexts } from '../../../../i18n/useTexts';
import { saveHome } from '../../../../entities/flow/api/registrationApi';
import { StepForm } from '../../../../entities/flow/ui/StepForm';
import { PhotoManager } from '../../../../entities/images/ui/PhotoManager';
import {
  addressDraftOf,
  addressErrors,
  addressUpdate,
  descriptionError,
  detailsDraftOf,
  detailsErrors,
  detailsUpdate,
  hasErrors,
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
import { withHome, type HomeStepProps, type SavedHomeStepProps } from '../withHome';

/** home-3b: address and characteristics; creates the user's home (not a shared one) when needed. */
function Home3bStep({ flow, home }: HomeStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [address, setAddress] = useState(() => addressDraftOf(home));
  const [details, setDetails] = useState(() => detailsDraftOf(home));
  const [submitted, setSubmitted] = useState(false);
  const errors = { address: addressErrors(address, { withName: false }), details: detailsErrors(details, { withFloor: true }) };

  async function submit() {
    setSubmitted(true);
    if (hasErrors(errors)) {
      focusFirstError(body.current);
      return false;
    }
    await saveHome('default', {
      is_coloc: false,
      ...addressUpdate(address, { withName: false }),
      ...detailsUpdate(details, { withFloor: true }),
    });
  }

  return (
    <StepForm flow={flow} title={t('listing.home3b.title')} intro={t('listing.home3b.intro')} onSubmit={submit}>
      <div ref={body} className={styles.stack}>
        <section className={styles.section}>
          <AddressFields value={address} onChange={setAddress} errors={submitted ? errors.address : {}} />
        </section>
        <section className={styles.section}>
          <HomeDetailsFields value={details} onChange={setDetails} errors={submitted ? errors.details : {}} options={flow.options} withFloor />
        </section>
      </div>
    </StepForm>
  );
}
export const Home3b = withHome(Home3bStep, { needsHome: false });

/** home-3c: rooms with their rent, photos, description: everything moderation will need. */
function Home3cStep({ flow, home, target }: SavedHomeStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [rooms, setRooms] = useState(() => roomDraftsOf(home));
  const [photos, setPhotos] = useState(home.photos);
  const [description, setDescription] = useState(home.details?.description ?? '');
  const [wishes, setWishes] = useState(home.details?.wishes ?? '');
  const [services, setServices] = useState({ pay_by_service: home.details?.pay_by_service ?? false, service_list: home.details?.service_list ?? [] });
  const [terms, setTerms] = useState(() => serviceTermsDraftOf(home));
  const [submitted, setSubmitted] = useState(false);

  const errors = {
    rooms: roomErrors(rooms, ['details', 'rent']),
    roomList: rooms.length === 0 ? t('listing.rooms.atLeastOne') : null,
    photos: photos.length === 0 ? t('listing.photos.required') : null,
    description: descriptionError(description, { required: true }),
    // Housing for services: its terms go on the advert and moderation requires them.
    services: services.pay_by_service ? serviceTermsErrors(terms) : {},
  };

  async function submit() {
    setSubmitted(true);
    if (hasErrors(errors.rooms) || errors.roomList || errors.photos || errors.description || hasErrors(errors.services)) {
      focusFirstError(body.current);
      return false;
    }
    await saveHome(target, {
      rooms: roomInputs(rooms, ['details', 'rent']),
      description: description.trim(),
      wishes: wishes.trim() || null,
      ...servicesUpdate(services),
      ...(services.pay_by_service ? serviceTermsUpdate(terms) : {}),
    });
  }

  return (
    <StepForm flow={flow} title={t('listing.home3c.title')} intro={t('listing.home3c.intro')} onSubmit={submit}>
      <div ref={body} className={styles.stack}>
        <section className={styles.section} aria-labelledby="rooms-title">
          <h2 id="rooms-title" className={styles.sectionTitle}>
            {t('listing.rooms.title')}
          </h2>
          <RoomsEditor
            rooms={rooms}
            onChange={setRooms}
            errors={submitted ? errors.rooms : {}}
            parts={['details', 'rent']}
            editableList
            home={home}
            listError={submitted ? errors.roomList : null}
            furnishedByDefault={home.details?.furnished ?? false}
          />
          <ServicesFields value={services} onChange={setServices} options={flow.options} />
          {services.pay_by_service && <ServiceTermsFields value={terms} onChange={setTerms} errors={submitted ? errors.services : {}} />}
        </section>
        <section className={styles.section}>
          <PhotoManager homeId={home.id} photos={photos} onChange={setPhotos} error={submitted ? errors.photos : null} />
        </section>
        <section className={styles.section}>
          <AdvertTextsFields
            description={description}
            wishes={wishes}
            onDescriptionChange={setDescription}
            onWishesChange={setWishes}
            descriptionError={submitted && errors.description ? t(errors.description) : null}
          />
        </section>
      </div>
    </StepForm>
  );
}
export const Home3c = withHome(Home3cStep, { needsHome: true });

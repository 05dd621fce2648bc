// The seeker's shared-home branch (SPEC 2.6): home-1b, home-2, home-3 (only with a home), home-4.
import { confirm, type OptionChoice, optionList } from '@coloc/shared';
import { Alert, CheckboxField } from '@coloc/shared/ui';
import { useRef, useState } from 'react';
import { useTexts } from '../../../../i18n/useTexts';
import { saveHome } from '../../../../entities/flow/api/registrationApi';
import { ChoiceGroup, MultiChoiceGroup } from '../../../../entities/flow/ui/ChoiceGroup';
import { StepForm } from '../../../../entities/flow/ui/StepForm';
import { PhotoManager } from '../../../../entities/images/ui/PhotoManager';
import { deleteHome } from '../../api/listingApi';
import {
  addressDraftOf,
  addressErrors,
  addressUpdate,
  detailsDraftOf,
  detailsErrors,
  detailsUpdate,
  hasErrors,
  LIMITS,
  roomDraftsOf,
  roomErrors,
  roomInputs,
} from '../../model/drafts';
import { AddressFields } from '../fields/AddressFields';
import { CountedTextArea } from '../fields/CountedTextArea';
import { focusFirstError } from '../fields/focusFirstError';
import { HomeDetailsFields } from '../fields/HomeDetailsFields';
import { RoomsEditor } from '../fields/RoomsEditor';
import { ServicesFields, servicesUpdate } from '../fields/ServicesFields';
import styles from '../listing.module.css';
import { withHome, type HomeStepProps, type SavedHomeStepProps } from '../withHome';

const SEARCHING = 1;
const FOUND = 2;

/** home-1b: the group still looks for its home, or gives the address of the home to share. */
function Home1bStep({ flow, home }: HomeStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<number | null>(home ? FOUND : null);
  const [address, setAddress] = useState(() => addressDraftOf(home));
  const [submitted, setSubmitted] = useState(false);
  const [kept, setKept] = useState(false);

  const choiceError = choice === null ? t('listing.required') : null;
  const errors = choice === FOUND ? addressErrors(address, { withName: false }) : {};
  const choices: OptionChoice[] = [
    { id: SEARCHING, text: t('listing.home1b.searching'), children: [] },
    { id: FOUND, text: t('listing.home1b.found'), children: [] },
  ];

  async function submit() {
    setSubmitted(true);
    setKept(false);
    if (choiceError || hasErrors(errors)) {
      focusFirstError(body.current);
      return false;
    }
    if (choice === SEARCHING) {
      if (!home) return;
      // An address typed earlier would describe a home the group does not have.
      const sure = await confirm({
        title: t('listing.home1b.removeTitle'),
        content: t('listing.home1b.removeContent'),
        yes: t('listing.home1b.removeYes'),
        no: t('listing.home1b.removeNo'),
      });
      if (!sure) {
        setKept(true);
        return false;
      }
      await deleteHome(home.id);
      return;
    }
    await saveHome('default', { is_coloc: true, ...addressUpdate(address, { withName: false }) });
  }

  return (
    <StepForm flow={flow} title={t('listing.home1b.title')} intro={t('listing.home1b.intro')} onSubmit={submit}>
      <div ref={body} className={styles.fields}>
        <ChoiceGroup
          name="shared_home"
          legend={t('listing.home1b.choice')}
          options={choices}
          value={choice}
          onChange={setChoice}
          stacked
          error={submitted ? choiceError : null}
        />
        {choice === SEARCHING && <p className={styles.note}>{t('listing.home1b.searchingNote')}</p>}
        {kept && <Alert tone="info">{t('listing.home1b.removeCancelled')}</Alert>}
        {choice === FOUND && <AddressFields value={address} onChange={setAddress} errors={submitted ? errors : {}} />}
      </div>
    </StepForm>
  );
}
export const Home1b = withHome(Home1bStep, { needsHome: false });

/** home-2: the home's characteristics; without a home yet, nothing is asked that cannot be known. */
function Home2Step({ flow, home, target }: HomeStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [details, setDetails] = useState(() => detailsDraftOf(home));
  const [submitted, setSubmitted] = useState(false);
  const errors = detailsErrors(details, { withFloor: false });

  if (!home || target === 'new') {
    return (
      <StepForm flow={flow} title={t('listing.home2.noHomeTitle')} intro={t('listing.home2.noHomeIntro')} onSubmit={() => undefined}>
        <p className={styles.note}>{t('listing.home2.noHomeNext')}</p>
      </StepForm>
    );
  }

  async function submit() {
    setSubmitted(true);
    if (hasErrors(errors)) {
      focusFirstError(body.current);
      return false;
    }
    await saveHome(target as number | 'default', detailsUpdate(details, { withFloor: false }));
  }

  return (
    <StepForm flow={flow} title={t('listing.home2.title')} intro={t('listing.home2.intro')} onSubmit={submit}>
      <div ref={body}>
        <HomeDetailsFields value={details} onChange={setDetails} errors={submitted ? errors : {}} options={flow.options} />
      </div>
    </StepForm>
  );
}
export const Home2 = withHome(Home2Step, { needsHome: false });

/** home-3: the rooms to let with their rent, and the photos of the home. */
function Home3Step({ flow, home, target }: SavedHomeStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [rooms, setRooms] = useState(() => roomDraftsOf(home));
  const [photos, setPhotos] = useState(home.photos);
  const [submitted, setSubmitted] = useState(false);
  const errors = roomErrors(rooms, ['details', 'rent']);

  async function submit() {
    setSubmitted(true);
    if (hasErrors(errors)) {
      focusFirstError(body.current);
      return false;
    }
    await saveHome(target, { rooms: roomInputs(rooms, ['details', 'rent']) });
  }

  return (
    <StepForm flow={flow} title={t('listing.home3.title')} intro={t('listing.home3.intro')} onSubmit={submit}>
      <div ref={body} className={styles.stack}>
        <section className={styles.section} aria-label={t('listing.rooms.title')}>
          <RoomsEditor
            rooms={rooms}
            onChange={setRooms}
            errors={submitted ? errors : {}}
            parts={['details', 'rent']}
            editableList
            home={home}
            furnishedByDefault={home.details?.furnished ?? false}
          />
        </section>
        <section className={styles.section}>
          <PhotoManager homeId={home.id} photos={photos} onChange={setPhotos} />
        </section>
      </div>
    </StepForm>
  );
}
export const Home3 = withHome(Home3Step, { needsHome: true });

/** home-4: the shared life, wishes about flatmates, eco-living, accessibility, services. */
function Home4Step({ flow, home, target }: HomeStepProps) {
  const t = useTexts();
  const details = home?.details;
  const [description, setDescription] = useState(details?.description ?? '');
  const [wishes, setWishes] = useState(details?.wishes ?? '');
  const [ecoloc, setEcoloc] = useState(details?.ecoloc ?? []);
  const [handicapFriendly, setHandicapFriendly] = useState(details?.handicap_friendly ?? false);
  const [services, setServices] = useState({ pay_by_service: details?.pay_by_service ?? false, service_list: details?.service_list ?? [] });

  if (!home || target === 'new') {
    return (
      <StepForm flow={flow} title={t('listing.home4.title')} onSubmit={() => undefined}>
        <Alert tone="info" title={t('listing.home4.noHomeTitle')}>
          {t('listing.home4.noHomeText')}
        </Alert>
      </StepForm>
    );
  }

  async function submit() {
    await saveHome(target as number | 'default', {
      description: description.trim() || null,
      wishes: wishes.trim() || null,
      ecoloc,
      handicap_friendly: handicapFriendly,
      ...servicesUpdate(services),
    });
  }

  return (
    <StepForm flow={flow} title={t('listing.home4.title')} intro={t('listing.home4.intro')} onSubmit={submit}>
      <div className={styles.fields}>
        <CountedTextArea
          label={t('listing.home4.description')}
          hint={t('listing.home4.descriptionHint')}
          value={description}
          onChange={setDescription}
          max={LIMITS.descriptionMax}
        />
        <CountedTextArea
          label={t('listing.home4.wishes')}
          hint={t('listing.home4.wishesHint')}
          value={wishes}
          onChange={setWishes}
          max={LIMITS.wishesMax}
          rows={4}
        />
        <MultiChoiceGroup legend={t('listing.home4.ecoloc')} options={optionList(flow.options, 'ecoloc')} value={ecoloc} onChange={setEcoloc} />
        <CheckboxField
          label={t('listing.home4.handicapFriendly')}
          checked={handicapFriendly}
          onChange={(event) => setHandicapFriendly(event.target.checked)}
        />
        <ServicesFields value={services} onChange={setServices} options={flow.options} />
      </div>
    </StepForm>
  );
}
export const Home4 = withHome(Home4Step, { needsHome: false });

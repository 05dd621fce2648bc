// The seeker's group on the favourites page: invitations received, creating a group, inviting by
// e-mail, leaving, and the way to the group's shared favourites.
import { confirm, EMAIL_PATTERN, errorText, GROUP_MAX_MEMBERS, pathTo, type GroupMember, type MyGroups, type SeekerGroup, type User } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, SkeletonText, TextField } from '@coloc/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { useLoader } from '../../matching/ui/useLoader';
import { acceptInvitation, createGroup, declineInvitation, fetchMyGroups, inviteToGroup, removeFromGroup } from '../api/groupsApi';
import { memberName, seatsLeft } from '../model/members';
import { MemberList } from './MemberList';
import styles from './Groups.module.css';

export function GroupPanel({ user }: { user: User }) {
  const t = useTexts();
  const { state, retry, update } = useLoader<MyGroups>(`groups-${user.id}`, (signal) => fetchMyGroups(signal));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (key: number, action: () => Promise<void>) => {
    setError(null);
    setBusy(key);
    try {
      await action();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  const showGroup = (group: SeekerGroup | null) => update((data) => ({ ...data, group }));

  if (!state || state.status === 'loading') return <SkeletonText lines={2} />;
  if (state.status === 'failed') {
    return (
      <Alert tone="error" title={t('groups.panel.failed')}>
        <p>{errorText(state.error)}</p>
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('matching.retry')}
        </Button>
      </Alert>
    );
  }
  const { group, invitations } = state.data;

  return (
    <Card as="section" className={styles.panel} aria-labelledby="group-panel-title">
      <h2 id="group-panel-title" className={styles.panelTitle}>
        {group ? t('groups.panel.groupTitle', { name: group.name }) : t('groups.panel.title')}
      </h2>
      {error && (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      )}
      {invitations.length > 0 && !group && (
        <div className={styles.invitations}>
          <h3 className={styles.subTitle}>{t('groups.panel.invitationsTitle')}</h3>
          <ul className={styles.invitationList}>
            {invitations.map((invitation) => (
              <li key={invitation.group_id} className={styles.invitation}>
                <p>
                  {invitation.invited_by
                    ? t('groups.panel.invitedBy', { name: memberName(invitation.invited_by), group: invitation.group_name })
                    : t('groups.panel.invitedTo', { group: invitation.group_name })}
                </p>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    loading={busy === invitation.group_id}
                    onClick={() =>
                      run(invitation.group_id, async () => {
                        const joined = await acceptInvitation(invitation.group_id);
                        update(() => ({ group: joined, invitations: [] }));
                      })
                    }
                  >
                    {t('groups.panel.join')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy !== null}
                    onClick={() =>
                      run(invitation.group_id, async () => {
                        await declineInvitation(invitation.group_id);
                        update((data) => ({ ...data, invitations: data.invitations.filter((item) => item.group_id !== invitation.group_id) }));
                      })
                    }
                  >
                    {t('groups.panel.decline')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {group ? (
        <GroupDetails
          group={group}
          user={user}
          onChange={showGroup}
          onRemove={(member) =>
            run(member.user_id, async () => {
              const self = member.user_id === user.id;
              const name = memberName(member);
              if (self || member.status === 'member') {
                const ok = await confirm(
                  self
                    ? { title: t('groups.panel.leaveTitle'), content: t('groups.panel.leaveText'), yes: t('groups.panel.leaveYes') }
                    : { title: t('groups.panel.removeTitle', { name }), yes: t('groups.panel.removeYes') },
                );
                if (!ok) return;
              }
              await removeFromGroup(group.id, member.user_id);
              showGroup(self ? null : { ...group, members: group.members.filter((item) => item.user_id !== member.user_id) });
            })
          }
        />
      ) : (
        <CreateGroupForm onCreated={(created) => update(() => ({ group: created, invitations: [] }))} />
      )}
    </Card>
  );
}

function CreateGroupForm({ onCreated }: { onCreated: (group: SeekerGroup) => void }) {
  const t = useTexts();
  const { register, handleSubmit, formState, setError } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const submit = handleSubmit(async ({ name }) => {
    try {
      onCreated(await createGroup(name.trim()));
    } catch (err) {
      setError('name', { message: errorText(err) });
    }
  });
  return (
    <>
      <p className={styles.intro}>{t('groups.panel.intro')}</p>
      <form className={styles.inlineForm} onSubmit={submit} noValidate>
        <TextField
          label={t('groups.panel.nameLabel')}
          placeholder={t('groups.panel.namePlaceholder')}
          maxLength={60}
          required
          error={formState.errors.name?.message}
          {...register('name', { validate: (value) => value.trim() !== '' || t('groups.validation.required') })}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          {t(formState.isSubmitting ? 'groups.panel.creating' : 'groups.panel.create')}
        </Button>
      </form>
    </>
  );
}

interface GroupDetailsProps {
  group: SeekerGroup;
  user: User;
  onChange: (group: SeekerGroup) => void;
  onRemove: (member: GroupMember) => void;
}

function GroupDetails({ group, user, onChange, onRemove }: GroupDetailsProps) {
  const t = useTexts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const left = seatsLeft(group.members, GROUP_MAX_MEMBERS);
  const submit = handleSubmit(async ({ email }) => {
    setSentTo(null);
    try {
      onChange(await inviteToGroup(group.id, email.trim()));
      setSentTo(email.trim());
      reset();
    } catch (err) {
      setError('email', { message: errorText(err) });
    }
  });
  const me = group.members.find((member) => member.user_id === user.id);

  return (
    <>
      <MemberList
        members={group.members}
        readerId={user.id}
        onRemove={onRemove}
        canRemove={(member) => member.status === 'invited' || group.created_by === user.id}
      />
      <div className={styles.actions}>
        <Link className={buttonClassName()} to={pathTo('DashboardFavoritesGroup', { group_id: String(group.id) }, { user })}>
          {t('groups.panel.seeFavorites')}
        </Link>
        {me && (
          <Button variant="ghost" onClick={() => onRemove(me)}>
            {t('groups.panel.leave')}
          </Button>
        )}
      </div>
      {left > 0 ? (
        <form className={styles.inlineForm} onSubmit={submit} noValidate>
          <TextField
            type="email"
            autoComplete="off"
            label={t('groups.panel.inviteLabel')}
            hint={t('groups.panel.inviteHint')}
            required
            error={formState.errors.email?.message}
            {...register('email', {
              validate: (value) =>
                value.trim() === '' ? t('groups.validation.required') : EMAIL_PATTERN.test(value.trim()) || t('groups.validation.email'),
            })}
          />
          <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
            {t(formState.isSubmitting ? 'groups.panel.inviting' : 'groups.panel.invite')}
          </Button>
        </form>
      ) : (
        <p className={styles.muted}>{t('groups.panel.full', { max: GROUP_MAX_MEMBERS })}</p>
      )}
      {sentTo && (
        <p role="status" className={styles.success}>
          {t('groups.panel.invitedDone', { email: sentTo })}
        </p>
      )}
    </>
  );
}

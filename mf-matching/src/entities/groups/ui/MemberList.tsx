import type { GroupMember } from '@coloc/shared';
import { Button } from '@coloc/shared/ui';
import { useTexts } from '../../../i18n/useTexts';
import { avatarColour } from '../../profile-card/model/card';
import { memberName } from '../model/members';
import styles from './Groups.module.css';

interface MemberListProps {
  members: readonly GroupMember[];
  readerId: number;
  /** Shown on the members the reader may remove (invitations for everyone, members for the creator). */
  onRemove?: (member: GroupMember) => void;
  canRemove?: (member: GroupMember) => boolean;
}

export function MemberList({ members, readerId, onRemove, canRemove }: MemberListProps) {
  const t = useTexts();
  return (
    <ul className={styles.members} aria-label={t('groups.panel.members')}>
      {members.map((member) => {
        const name = memberName(member);
        return (
          <li key={member.user_id} className={styles.member} data-status={member.status}>
            {member.avatar_url ? (
              <img className={styles.avatar} src={member.avatar_url} alt="" width={40} height={40} loading="lazy" />
            ) : (
              <span className={styles.avatar} style={{ background: member.avatar_color ?? avatarColour(member.user_id) }} aria-hidden="true">
                {member.first_name.charAt(0).toLocaleUpperCase('fr-FR')}
              </span>
            )}
            <span className={styles.memberName}>
              {name}
              {member.user_id === readerId && <span className={styles.muted}> ({t('groups.panel.you')})</span>}
              {member.status === 'invited' && <span className={styles.muted}> · {t('groups.panel.invited')}</span>}
            </span>
            {onRemove && member.user_id !== readerId && canRemove?.(member) && (
              <Button
                variant="ghost"
                size="sm"
                className={styles.remove}
                aria-label={t(member.status === 'invited' ? 'groups.panel.cancelInvitation' : 'groups.panel.removeMember', { name })}
                onClick={() => onRemove(member)}
              >
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

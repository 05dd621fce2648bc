import type { GroupMember } from '@coloc/shared';
import { likedByNames, memberName, seatsLeft } from './members';

const member = (user_id: number, first_name: string, name_initial: string, status: GroupMember['status'] = 'member'): GroupMember => ({
  user_id,
  first_name,
  name_initial,
  avatar_url: null,
  avatar_color: null,
  status,
});
const members = [member(1, 'Alice', 'M.'), member(2, 'Bruno', 'P.'), member(3, 'Chloé', 'R.')];

describe('group members', () => {
  it('names a member with the surname initial only', () => {
    expect(memberName(member(4, 'Zoé', ''))).toBe('Zoé');
    expect(memberName(members[0]!)).toBe('Alice M.');
  });

  it('lists who liked a favourite in French, the reader last as "vous"', () => {
    expect(likedByNames([2], members, 1, 'vous')).toBe('Bruno P.');
    expect(likedByNames([1], members, 1, 'vous')).toBe('vous');
    expect(likedByNames([1, 2], members, 1, 'vous')).toBe('Bruno P. et vous');
    expect(likedByNames([3, 2, 1], members, 1, 'vous')).toBe('Chloé R., Bruno P. et vous');
    // A member who left since is simply not named.
    expect(likedByNames([9, 2], members, 1, 'vous')).toBe('Bruno P.');
  });

  it('counts the seats left, invitations included', () => {
    expect(seatsLeft([...members, member(5, 'Eva', 'L.', 'invited')], 6)).toBe(2);
    expect(seatsLeft([...members, ...members, ...members], 6)).toBe(0);
  });
});

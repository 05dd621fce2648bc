import type { GroupMember } from '@coloc/shared';

export function memberName(member: Pick<GroupMember, 'first_name' | 'name_initial'>): string {
  return member.name_initial ? `${member.first_name} ${member.name_initial}` : member.first_name;
}

/** "Alice M., Bruno P. et vous": who liked a favourite, the reader named last as 'vous'. */
export function likedByNames(likedBy: readonly number[], members: readonly GroupMember[], readerId: number, you: string): string {
  const names = likedBy
    .filter((id) => id !== readerId)
    .map((id) => members.find((member) => member.user_id === id))
    .filter((member): member is GroupMember => member !== undefined)
    .map(memberName);
  if (likedBy.includes(readerId)) names.push(you);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
}

export function seatsLeft(members: readonly GroupMember[], max: number): number {
  return Math.max(0, max - members.length);
}

import { FAQ_ANCHORS } from '../../../entities/faq/model/anchors';
import { FAQ_GROUPS } from './faqEntries';

describe('FAQ content', () => {
  const ids = FAQ_GROUPS.flatMap((group) => [group.id, ...group.entries.map((entry) => entry.id)]);

  it('has unique anchors', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers every anchor other pages link to', () => {
    for (const anchor of Object.values(FAQ_ANCHORS)) expect(ids).toContain(anchor);
  });
});

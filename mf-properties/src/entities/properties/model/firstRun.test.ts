import { makeUser } from '@coloc/shared/testing';
import { makeSummary } from '../testing';
import { firstRunChecklist } from './checklist';

const title = (summary: { home: { name: string | null } }) => summary.home.name ?? '?';
const owner = makeUser({ type: 2, sca_status: 'required' });

describe('the first-run checklist of « Mes biens »', () => {
  it('orders the advert, the strong authentication and the diagnostics, pointing at the first home concerned', () => {
    const list = firstRunChecklist(
      [makeSummary({ id: 1, name: 'Complète' }, { diagnostics_alerts: 0 }), makeSummary({ id: 2, name: 'Brouillon', step: 1, image_orders: [] }, { diagnostics_alerts: 3 })],
      owner,
      title,
    );
    expect(list.map((item) => [item.kind, item.done])).toEqual([
      ['advert', false],
      ['sca', false],
      ['diagnostics', false],
    ]);
    expect(list[0]).toMatchObject({ homeId: 2, title: 'Brouillon', step: 'annonce-photo-video' });
    expect(list[2]).toMatchObject({ homeId: 2, count: 3 });
  });

  it('ticks what is done and disappears once everything is', () => {
    const done = makeUser({ type: 2, sca_status: 'validated' });
    expect(firstRunChecklist([makeSummary({ id: 1 }, { diagnostics_alerts: 1 })], done, title).map((item) => item.done)).toEqual([true, true, false]);
    expect(firstRunChecklist([makeSummary({ id: 1 }, { diagnostics_alerts: 0 })], done, title)).toEqual([]);
    expect(firstRunChecklist([], owner, title)).toEqual([]);
  });

  it('leaves out what the user cannot act on: a manager neither completes an advert they were not handed nor authenticates', () => {
    const manager = makeUser({ type: 8, sca_status: 'required' });
    const list = firstRunChecklist([makeSummary({ id: 2, step: 1 }, { diagnostics_alerts: 2, access: { landlord: true, advert: false, agenda: true } })], manager, title);
    expect(list.map((item) => item.kind)).toEqual(['diagnostics']);
  });
});

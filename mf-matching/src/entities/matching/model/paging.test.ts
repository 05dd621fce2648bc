import { HOME_SORTS, PROFILE_SORTS } from '@coloc/shared';
import { pageCount, pageFromQuery, pageList, rangeOfPage, sortFromQuery, withQuery } from './paging';

describe('paging (SPEC 9)', () => {
  it('asks 12 hits a page, `to` exclusive', () => {
    expect(rangeOfPage(1)).toEqual({ from: 0, to: 12 });
    expect(rangeOfPage(3)).toEqual({ from: 24, to: 36 });
    expect(rangeOfPage(0)).toEqual({ from: 0, to: 12 });
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 4, 5]],
    [2, 20, [1, 2, 3, 4, 5]],
    [3, 20, [1, 2, 3, 4, 5]],
    [4, 20, [2, 3, 4, 5, 6]],
    [10, 20, [8, 9, 10, 11, 12]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
    [7, 5, [1, 2, 3, 4, 5]],
  ])('page %s of %s shows %j', (current, total, expected) => {
    expect(pageList(current, total)).toEqual(expected);
  });

  it('shows no page number without results', () => {
    expect(pageList(1, 0)).toEqual([]);
  });

  it('reads the page of the URL, page 1 for anything odd', () => {
    expect(pageFromQuery(new URLSearchParams('page=4'))).toBe(4);
    expect(pageFromQuery(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFromQuery(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageFromQuery(new URLSearchParams('page=deux'))).toBe(1);
    expect(pageFromQuery(new URLSearchParams(''))).toBe(1);
  });

  it("reads a known sort of the URL, else the list's default", () => {
    expect(sortFromQuery(new URLSearchParams('sort=price-desc'), HOME_SORTS)).toBe('price-desc');
    expect(sortFromQuery(new URLSearchParams('sort=5'), HOME_SORTS)).toBe('price-asc');
    expect(sortFromQuery(new URLSearchParams(''), PROFILE_SORTS)).toBe('5');
    expect(sortFromQuery(new URLSearchParams('sort=3'), PROFILE_SORTS)).toBe('3');
  });

  it('changes the query and keeps the rest', () => {
    const query = new URLSearchParams('home_id=7&page=3&sort=3');
    expect(withQuery(query, { page: 4 })).toBe('?home_id=7&page=4&sort=3');
    expect(withQuery(query, { sort: '1', page: null })).toBe('?home_id=7&sort=1');
    expect(withQuery(new URLSearchParams('page=2'), { page: null })).toBe('');
  });
});

import { act, renderHook } from '@testing-library/react';
import { useSubmit } from './useSubmit';

describe('useSubmit', () => {
  it('is pending while the action runs, then says it succeeded', async () => {
    let finish: () => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmit(action));
    expect(result.current.pending).toBe(false);
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.submit();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => finish());
    await expect(outcome).resolves.toBe(true);
    expect(result.current).toMatchObject({ pending: false, error: null });
  });

  it('keeps the failure as French text, and clears it on the next attempt', async () => {
    const action = jest.fn().mockRejectedValueOnce(new Error('Trop de tentatives.')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSubmit(action));
    await act(async () => expect(await result.current.submit()).toBe(false));
    expect(result.current.error).toEqual(expect.any(String));
    expect(result.current.error).not.toBe('');
    await act(async () => expect(await result.current.submit()).toBe(true));
    expect(result.current.error).toBeNull();
  });

  it('runs one action at a time (a double click sends once) and passes the arguments', async () => {
    let finish: () => void = () => undefined;
    const action = jest.fn((_id: number) => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmit(action));
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = result.current.submit(7);
      second = result.current.submit(7);
    });
    await expect(second).resolves.toBe(false);
    await act(async () => finish());
    await expect(first).resolves.toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith(7);
  });

  it('forgets the failure when asked', async () => {
    const { result } = renderHook(() => useSubmit(() => Promise.reject(new Error('x'))));
    await act(async () => void (await result.current.submit()));
    expect(result.current.error).not.toBeNull();
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it("words the failure the form's own way when asked", async () => {
    const describe = jest.fn((error: unknown) => `Photo refusée : ${(error as Error).message}`);
    const { result } = renderHook(() => useSubmit(() => Promise.reject(new Error('trop lourde')), { describe }));
    await act(async () => void (await result.current.submit()));
    expect(result.current.error).toBe('Photo refusée : trop lourde');
    expect(describe).toHaveBeenCalledWith(expect.any(Error));
  });
});

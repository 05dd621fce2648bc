import { registerSharedInstance, sharedInstances, SHARED_INSTANCES_KEY } from './singleton';

describe('shared instance counter', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('counted this copy on the global object when it was imported', () => {
    expect(sharedInstances()).toBe(1);
    expect((globalThis as Record<string, unknown>)[SHARED_INSTANCES_KEY]).toBe(1);
  });

  it('counts every copy that runs and reports the second one', () => {
    const page: Record<string, unknown> = {};
    expect(sharedInstances(page)).toBe(0);
    expect(registerSharedInstance(page)).toBe(1);
    expect(error).not.toHaveBeenCalled();
    // A remote that bundled its own copy evaluates the module again on the same page.
    expect(registerSharedInstance(page)).toBe(2);
    expect(sharedInstances(page)).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('loaded twice'));
  });

  it('ignores a foreign value under its key', () => {
    const page: Record<string, unknown> = { [SHARED_INSTANCES_KEY]: 'oops' };
    expect(registerSharedInstance(page)).toBe(1);
  });
});

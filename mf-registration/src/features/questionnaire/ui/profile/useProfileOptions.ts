import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $options, $optionsFailed, optionsRequested } from '@coloc/shared';

/** The option lists (GET /api/options, loaded once per page) that turn answer ids into words. */
export function useProfileOptions() {
  const [options, failed] = useUnit([$options, $optionsFailed]);
  useEffect(() => {
    optionsRequested();
  }, []);
  return { options, failed, retry: () => optionsRequested() };
}

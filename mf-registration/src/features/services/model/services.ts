// Rules of the housing-for-services page, kept apart from the screen so they are tested alone.
import type { OptionChoice } from '@coloc/shared';

/** Positions of housing in exchange for services, recognised by their label rather than by id. */
export function isForServices(option: Pick<OptionChoice, 'text'>): boolean {
  return /contre[\s-]services/i.test(option.text);
}

/** Positions with the housing-for-services ones first, each group in the API's order. */
export function orderPositions(options: readonly OptionChoice[]): OptionChoice[] {
  return [...options.filter(isForServices), ...options.filter((option) => !isForServices(option))];
}

export interface ServicesErrors {
  position?: 'positionRequired';
  services?: 'servicesRequired';
}

/** A position is needed; a housing-for-services one also needs at least one service to offer. */
export function validateServices(position: number | null, services: readonly number[], positions: readonly OptionChoice[]): ServicesErrors {
  const errors: ServicesErrors = {};
  if (position === null) errors.position = 'positionRequired';
  const chosen = positions.find((option) => option.id === position);
  if (chosen && isForServices(chosen) && services.length === 0) errors.services = 'servicesRequired';
  return errors;
}

// The city search (GET /api/cities) without TypeBox.

export const CITY_QUERY_MIN_LENGTH = 2;
export const CITY_QUERY_MAX_LENGTH = 100;
export const CITY_RESULT_LIMIT = 10;
export const CITY_RESULT_MAX = 20;

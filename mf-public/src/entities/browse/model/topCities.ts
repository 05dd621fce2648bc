/** How many cities the home page and a quick search without a city link to (GET /api/browse/cities?limit=). */
export const TOP_CITIES_LIMIT = 12;

// Dates in the tests are read in the site's time zone, whatever the machine's.
process.env.TZ = 'Europe/Paris';
module.exports = { ...require('@coloc/shared/jest'), displayName: 'mf-payments' };

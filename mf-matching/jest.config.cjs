module.exports = { ...require('@coloc/shared/jest'), displayName: 'mf-matching' };

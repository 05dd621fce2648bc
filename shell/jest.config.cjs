module.exports = { ...require('@coloc/shared/jest'), displayName: 'shell' };

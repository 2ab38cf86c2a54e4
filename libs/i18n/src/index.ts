export * from './locales';
export * from './create-i18n';
export * from './format-date';

// Pages of one language; any other first segment redirects to the default language.
export { LanguagePages as default, languageClientLoader as clientLoader, frameShouldRevalidate as shouldRevalidate } from '@brokerage/site-core';
export { langLoader as loader } from '../pages.server';

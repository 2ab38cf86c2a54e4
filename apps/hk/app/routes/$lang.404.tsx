export { NotFoundPage as default, notFoundHandle as handle, notFoundMeta as meta } from '@brokerage/site-core';
export { notFoundLoader as loader } from '../pages.server';

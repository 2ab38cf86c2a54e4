// One press release (spec 2 `about-us/media-centre/detail/{id}`).
export { NewsDetailRoute as default, newsDetailHandle as handle, newsDetailMeta as meta } from '@brokerage/content-pages';
export { mediaDetailLoader as loader } from '../pages.server';

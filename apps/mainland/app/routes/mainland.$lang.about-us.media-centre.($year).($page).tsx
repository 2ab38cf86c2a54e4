// Media centre (spec 2 `about-us/media-centre/{year?}/{page?}`): press releases by year.
export { NewsListRoute as default, newsListHandle as handle } from '@brokerage/content-pages';
export { mediaCentreLoader as loader } from '../pages.server';

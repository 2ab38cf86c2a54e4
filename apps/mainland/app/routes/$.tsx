// Any path no route knows: to the home of its language (or of zh-cn); Hong Kong site paths to that site.
export { unknownPathLoader as loader } from '@brokerage/site-core/server';

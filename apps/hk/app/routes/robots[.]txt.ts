export { robotsLoader as loader } from '@brokerage/site-core/server';

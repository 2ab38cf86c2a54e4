export { DownloadRoute as default, downloadHandle as handle } from '@brokerage/content-pages';
export { downloadLoader as loader } from '../pages.server';

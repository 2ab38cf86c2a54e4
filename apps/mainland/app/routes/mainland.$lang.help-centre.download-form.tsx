export { DownloadFormRoute as default, downloadFormHandle as handle } from '@brokerage/content-pages';
export { downloadFormLoader as loader } from '../pages.server';

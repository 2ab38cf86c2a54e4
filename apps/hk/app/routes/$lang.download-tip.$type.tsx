export { DownloadTipRoute as default, downloadTipHandle as handle } from '@brokerage/content-pages';
export { downloadTipLoader as loader } from '../pages.server';

export { RenewRecordsRoute as default, renewRecordsHandle as handle, renewRecordsMeta as meta } from '@brokerage/account-pages';
export { accountHeaders as headers, renewRecordsLoader as loader } from '../pages.server';

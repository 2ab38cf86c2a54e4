import { district } from '@brokerage/hk-district';
import { describeMalformedRequestScan } from '@brokerage/site-server/testing';

describeMalformedRequestScan(district, __dirname);

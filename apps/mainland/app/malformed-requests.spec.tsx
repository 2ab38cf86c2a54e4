import { district } from '@brokerage/mainland-district';
import { describeMalformedRequestScan } from '@brokerage/site-server/testing';

describeMalformedRequestScan(district, __dirname);

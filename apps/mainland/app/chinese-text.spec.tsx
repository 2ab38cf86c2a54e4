import { district } from '@brokerage/mainland-district';
import { describeChineseTextScan } from '@brokerage/site-server/testing';

describeChineseTextScan(district, __dirname);

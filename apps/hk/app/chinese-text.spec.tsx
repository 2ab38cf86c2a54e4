import { district } from '@brokerage/hk-district';
import { describeChineseTextScan } from '@brokerage/site-server/testing';

describeChineseTextScan(district, __dirname);

import { byDistrict, t } from './localise';

/** Facts about the broker used across the seed, so every page says the same thing. */
export const BRAND = {
  name: t('Harbourfront Securities', '港灣證券', '港湾证券'),
  legalName: t('Harbourfront Securities Limited', '港灣證券有限公司', '港湾证券有限公司'),
  ceNumber: 'BHF293',
  domain: 'harbourfrontsec.com',
  hotline: byDistrict({
    hk: { display: '(852) 3958 6200', tel: '+85239586200' },
    mainland: { display: '400-120-6288', tel: '4001206288' },
  }),
  emails: {
    service: 'cs@harbourfrontsec.com',
    business: 'bd@harbourfrontsec.com',
    media: 'media@harbourfrontsec.com',
    openApi: 'openapi@harbourfrontsec.com',
    privacy: 'dpo@harbourfrontsec.com',
    institution: 'institutional@harbourfrontsec.com',
  },
  headquarters: {
    hongKong: {
      name: t('Hong Kong Headquarters', '香港總部', '香港总部'),
      address: t(
        '32/F, Harbourfront Centre, 88 Connaught Road Central, Central, Hong Kong',
        '香港中環干諾道中88號港灣中心32樓',
        '香港中环干诺道中88号港湾中心32楼',
      ),
    },
    shenzhen: {
      name: t('Shenzhen Client Service Centre', '深圳客戶服務中心', '深圳客户服务中心'),
      address: t(
        'Room 2806, 28/F, Qianhai Harbour Tower, 5 Guiwan 4th Road, Qianhai, Shenzhen',
        '深圳市前海桂灣四路5號前海港灣大廈28樓2806室',
        '深圳市前海桂湾四路5号前海港湾大厦28楼2806室',
      ),
    },
  },
  /** The proof a visitor looks for, stated once: the trust band, the footer and the company profile read these. */
  facts: {
    fundedAccounts: t('241,000', '241,000', '241,000'),
    clientAssets: t('HK$30.4 billion', '港幣304億元', '港币304亿元'),
    factsDate: t('end of 2025', '2025年底', '2025年底'),
    licensedSince: 2012,
    award: t('Best Online Broker (Hong Kong)', '香港最佳網上券商', '香港最佳网上券商'),
    awardBy: t('Asia Retail Finance Awards 2026', '2026 亞洲零售金融大獎', '2026 亚洲零售金融大奖'),
    compensationLimit: t('HK$500,000', '港幣500,000元', '港币500,000元'),
  },
  /** The SFC public register's page of this corporation, where a visitor checks the licence. */
  sfcRegisterUrl: 'https://apps.sfc.hk/publicregWeb/corp/BHF293/details',
} as const;

/** Licence types 1, 4, 6 and 9 (spec 9) with the SFC's names for the regulated activities. */
export const LICENCES = [
  { type: 1, name: t('Type 1: Dealing in securities', '第1類：證券交易', '第1类：证券交易') },
  { type: 4, name: t('Type 4: Advising on securities', '第4類：就證券提供意見', '第4类：就证券提供意见') },
  { type: 6, name: t('Type 6: Advising on corporate finance', '第6類：就機構融資提供意見', '第6类：就机构融资提供意见') },
  { type: 9, name: t('Type 9: Asset management', '第9類：提供資產管理', '第9类：提供资产管理') },
];

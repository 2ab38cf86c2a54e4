/**
 * Sample data for stories and tests: a Hong Kong broker's frame in three languages and both
 * districts, shaped like the content API's answers. Test/story data, not UI chrome.
 */
import type { BaseConfig, Branch, District, Lang, PageMetaEntry, User } from '@brokerage/contracts';
import type { DistrictConfig, MapLinkKind } from '@brokerage/domain';
import { district as hkDistrict } from '@brokerage/hk-district';
import { district as mainlandDistrict } from '@brokerage/mainland-district';
import { createShellState, type ShellServerInput, type ShellState } from './shell-state';

type Localised = Record<Lang, string>;
const t = (en: string, zhHk: string, zhCn: string): Localised => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A drawn street map with a pin, so stories show a map picture without any network. */
const mapPicture = (label: string, hue: number) =>
  svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="hsl(${hue},30%,92%)"/>` +
      '<path d="M0 60h320M0 125h320M70 0v180M190 0v180M260 0v180" stroke="#fff" stroke-width="10"/>' +
      '<path d="M0 170C80 140 140 175 320 120" stroke="#9cc3e6" stroke-width="14" fill="none"/>' +
      '<path d="M160 52c-12 0-20 9-20 20 0 15 20 34 20 34s20-19 20-34c0-11-8-20-20-20z" fill="#f26f21"/><circle cx="160" cy="72" r="7" fill="#fff"/>' +
      `<text x="160" y="150" text-anchor="middle" font-family="sans-serif" font-size="15" fill="#0c3c8f">${label}</text></svg>`,
  );

const CE_NUMBER = 'BHF293';

interface BranchSource {
  id: string;
  name: Localised;
  address: Localised;
  phone: string;
  hours: string;
  /** WGS-84 for Google Maps; GCJ-02 for Amap. */
  wgs84: [number, number];
  gcj02: [number, number];
}

const BRANCHES: BranchSource[] = [
  {
    id: 'a',
    name: t('Lok Ma Chau Branch', '落馬洲分行', '落马洲分行'),
    address: t(
      'Shop 6, G/F, Lok Ma Chau Transport Interchange, 2 Lok Ma Chau Road, Yuen Long, New Territories',
      '新界元朗落馬洲路2號落馬洲交通交匯處地下6號舖',
      '新界元朗落马洲路2号落马洲交通交汇处地下6号铺',
    ),
    phone: '(852) 3958 6211',
    hours: '9:00-18:00',
    wgs84: [22.5146, 114.0658],
    gcj02: [22.5118, 114.0707],
  },
  {
    id: 'b',
    name: t('West Kowloon Branch', '西九龍分行', '西九龙分行'),
    address: t(
      'Shop B1-12, Level B1, West Kowloon Station, 1 Austin Road West, Tsim Sha Tsui, Kowloon',
      '九龍尖沙咀柯士甸道西1號西九龍站B1層B1-12號舖',
      '九龙尖沙咀柯士甸道西1号西九龙站B1层B1-12号铺',
    ),
    phone: '(852) 3958 6222',
    hours: '9:00-18:00',
    wgs84: [22.3042, 114.1652],
    gcj02: [22.3015, 114.1701],
  },
  {
    id: 'c',
    name: t('Tsim Sha Tsui Branch', '尖沙咀分行', '尖沙咀分行'),
    address: t(
      'Shop 215, 2/F, Ocean Centre, Harbour City, 5 Canton Road, Tsim Sha Tsui, Kowloon',
      '九龍尖沙咀廣東道5號海港城海洋中心2樓215號舖',
      '九龙尖沙咀广东道5号海港城海洋中心2楼215号铺',
    ),
    phone: '(852) 3958 6233',
    hours: '10:00-21:00',
    wgs84: [22.2962, 114.1683],
    gcj02: [22.2935, 114.1732],
  },
  {
    id: 'd',
    name: t('Causeway Bay Branch', '銅鑼灣分行', '铜锣湾分行'),
    address: t(
      'Shop 1106, 11/F, Times Square, 1 Matheson Street, Causeway Bay, Hong Kong',
      '香港銅鑼灣勿地臣街1號時代廣場11樓1106號舖',
      '香港铜锣湾勿地臣街1号时代广场11楼1106号铺',
    ),
    phone: '(852) 3958 6244',
    hours: '10:00-21:00',
    wgs84: [22.2783, 114.1822],
    gcj02: [22.2756, 114.1871],
  },
  {
    id: 'e',
    name: t('Tsuen Wan Branch', '荃灣分行', '荃湾分行'),
    address: t('Shop 318, 3/F, Citywalk, 1 Yeung Uk Road, Tsuen Wan, New Territories', '新界荃灣楊屋道1號荃新天地3樓318號舖', '新界荃湾杨屋道1号荃新天地3楼318号铺'),
    phone: '(852) 3958 6255',
    hours: '10:00-19:00',
    wgs84: [22.3707, 114.1112],
    gcj02: [22.368, 114.1161],
  },
];

const weekdayHours = (hours: string) => t(`Mon-Sat: ${hours}`, `星期一至六：${hours}`, `星期一至六：${hours}`);
const holidayHours = t('Sun & public holidays: 10:00-18:00', '星期日及公眾假期：10:00-18:00', '星期日及公众假期：10:00-18:00');

const mapLink = (kind: MapLinkKind, branch: BranchSource, lang: Lang) =>
  kind === 'google'
    ? `https://www.google.com/maps/search/?api=1&query=${branch.wgs84.join(',')}`
    : `https://uri.amap.com/marker?position=${branch.gcj02[1]},${branch.gcj02[0]}&name=${encodeURIComponent(branch.name[lang])}`;

export const fixtureBranches = (district: District, lang: Lang): Branch[] =>
  BRANCHES.map((branch, index) => ({
    id: branch.id,
    name: branch.name[lang],
    address: branch.address[lang],
    phone: branch.phone,
    hoursWeekdays: weekdayHours(branch.hours)[lang],
    hoursHolidays: holidayHours[lang],
    mapLink: mapLink(district === 'mainland' ? 'amap' : 'google', branch, lang),
    mapImage: mapPicture(branch.name[lang], 200 + index * 30),
  }));

const link = (label: Localised, href: string, lang: Lang) => ({ label: label[lang], href });

/** The base config (page `base`) the content API answers for a district and language. */
export function fixtureBaseConfig(district: District, lang: Lang): BaseConfig {
  const l = (value: Localised) => value[lang];
  const hk = district === 'hk';
  return {
    brandName: l(t('Harbourfront Securities', '港灣證券', '港湾证券')),
    logoText: hk
      ? l(t(`SFC licensed · CE No. ${CE_NUMBER}`, `證監會持牌法團 · 中央編號 ${CE_NUMBER}`, `证监会持牌法团 · 中央编号 ${CE_NUMBER}`))
      : l(t('Hong Kong and US markets in one app', '一個App投資港美市場', '一个App投资港美市场')),
    hotline: {
      label: l(t('Customer service hotline', '客戶服務熱線', '客户服务热线')),
      display: hk ? '(852) 3958 6200' : '400-120-6288',
      tel: hk ? '+85239586200' : '4001206288',
      hours: l(t('Trading days: 24 hours · Non-trading days: 9:00-18:00', '交易日：24小時 · 非交易日：9:00-18:00', '交易日：24小时 · 非交易日：9:00-18:00')),
    },
    emails: [
      { label: l(t('Customer service', '客戶服務', '客户服务')), address: 'cs@harbourfrontsec.com' },
      { label: l(t('Media enquiries', '傳媒查詢', '媒体查询')), address: 'media@harbourfrontsec.com' },
    ],
    headquarters: [
      {
        name: l(t('Hong Kong Headquarters', '香港總部', '香港总部')),
        address: l(
          t('32/F, Harbourfront Centre, 88 Connaught Road Central, Central, Hong Kong', '香港中環干諾道中88號港灣中心32樓', '香港中环干诺道中88号港湾中心32楼'),
        ),
      },
      {
        name: l(t('Shenzhen Client Service Centre', '深圳客戶服務中心', '深圳客户服务中心')),
        address: l(
          t(
            'Room 2806, 28/F, Qianhai Harbour Tower, 5 Guiwan 4th Road, Qianhai, Shenzhen',
            '深圳市前海桂灣四路5號前海港灣大廈28樓2806室',
            '深圳市前海桂湾四路5号前海港湾大厦28楼2806室',
          ),
        ),
      },
    ],
    tradingHours: {
      title: l(t('Service hours', '服務時間', '服务时间')),
      lines: [l(t('Trading days: 24 hours', '交易日：24小時', '交易日：24小时')), l(t('Non-trading days: 9:00-18:00', '非交易日：9:00-18:00', '非交易日：9:00-18:00'))],
    },
    social: [
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/harbourfrontsec' },
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/harbourfrontsec' },
      { network: 'telegram', label: 'Telegram', url: 'https://t.me/harbourfrontsec' },
      { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@harbourfrontsec' },
      { network: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/85239586200' },
      { network: 'x', label: 'X', url: 'https://x.com/harbourfrontsec' },
      { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@harbourfrontsec' },
    ],
    appDownload: {
      title: l(t('Download the Harbourfront app', '下載港灣證券App', '下载港湾证券App')),
      text: l(
        t(
          'Trade Hong Kong, US and A-shares, subscribe to IPOs and track your portfolio on the go.',
          '隨時隨地買賣港股、美股及A股，認購新股，掌握持倉動態。',
          '随时随地买卖港股、美股及A股，认购新股，掌握持仓动态。',
        ),
      ),
      ios: hk ? 'https://apps.apple.com/hk/app/harbourfront-securities/id6443021876' : 'https://apps.apple.com/cn/app/harbourfront-securities/id6443021876',
      android: 'https://play.google.com/store/apps/details?id=com.harbourfrontsec.trade',
      apk: 'https://download.harbourfrontsec.com/android/harbourfront-securities.apk',
      qrCode: '/images/download/app-qr.svg',
    },
    footerLinks: {
      service: {
        title: l(t('Services', '服務', '服务')),
        links: [
          link(t('Fees', '收費', '收费'), '/charges', lang),
          link(t('Quote services', '行情服務', '行情服务'), '/market', lang),
          link(t('Account opening guide', '開戶指南', '开户指南'), '/account-guide', lang),
          link(t('Help centre', '幫助中心', '帮助中心'), '/help-centre/faq', lang),
          link(t('Download forms', '表格下載', '表格下载'), '/help-centre/download-form', lang),
        ],
      },
      about: {
        title: l(t('About us', '關於我們', '关于我们')),
        links: [
          link(t('Company profile', '公司簡介', '公司简介'), '/about-us/company-profile', lang),
          link(t('Media centre', '媒體中心', '媒体中心'), '/about-us/media-centre', lang),
          link(t('Contact us', '聯絡我們', '联系我们'), '/about-us/contact-us', lang),
          link(t('Important notice', '重要通知', '重要通知'), '/about-us/important-notice', lang),
        ],
      },
      agreement: {
        title: l(t('Legal', '法律條款', '法律条款')),
        links: [
          link(t('Privacy policy', '私隱政策', '隐私政策'), '/privacy', lang),
          link(t('Disclaimer', '免責聲明', '免责声明'), '/disclaimer', lang),
          link(t('Statement', '聲明', '声明'), '/statement', lang),
        ],
      },
    },
    businessCollaboration: {
      title: l(t('Business collaboration', '商務合作', '商务合作')),
      text: l(
        t(
          'Listed companies, asset managers, family offices and media partners: tell us what you have in mind and our business development team will reply within two working days.',
          '上市公司、資產管理機構、家族辦公室及媒體夥伴：歡迎與我們聯絡，業務拓展團隊將於兩個工作天內回覆。',
          '上市公司、资产管理机构、家族办公室及媒体伙伴：欢迎与我们联系，业务拓展团队将于两个工作日内回复。',
        ),
      ),
      email: 'bd@harbourfrontsec.com',
      buttonLabel: l(t('Contact business development', '聯絡業務拓展團隊', '联系业务拓展团队')),
    },
    licenceNotice: hk
      ? {
          title: l(t('Licences and risk disclosure', '牌照及風險披露', '牌照及风险披露')),
          ceNumber: CE_NUMBER,
          licences: [
            { type: 1, name: l(t('Type 1: Dealing in securities', '第1類：證券交易', '第1类：证券交易')) },
            { type: 4, name: l(t('Type 4: Advising on securities', '第4類：就證券提供意見', '第4类：就证券提供意见')) },
            { type: 6, name: l(t('Type 6: Advising on corporate finance', '第6類：就機構融資提供意見', '第6类：就机构融资提供意见')) },
            { type: 9, name: l(t('Type 9: Asset management', '第9類：提供資產管理', '第9类：提供资产管理')) },
          ],
          text: l(
            t(
              `Harbourfront Securities Limited is a licensed corporation under the Securities and Futures Ordinance (CE No. ${CE_NUMBER}) for Type 1, Type 4, Type 6 and Type 9 regulated activities, an Exchange Participant of The Stock Exchange of Hong Kong Limited and a Participant of the Hong Kong Securities Clearing Company Limited.`,
              `港灣證券有限公司為根據《證券及期貨條例》獲發牌進行第1類、第4類、第6類及第9類受規管活動的持牌法團（中央編號：${CE_NUMBER}），並為香港聯合交易所有限公司交易所參與者及香港中央結算有限公司參與者。`,
              `港湾证券有限公司为根据《证券及期货条例》获发牌进行第1类、第4类、第6类及第9类受规管活动的持牌法团（中央编号：${CE_NUMBER}），并为香港联合交易所有限公司交易所参与者及香港中央结算有限公司参与者。`,
            ),
          ),
          riskNotice: l(
            t(
              'Investment involves risks. The prices of securities fluctuate, sometimes dramatically, and may become valueless; losses may be incurred as well as profits. Past performance is not indicative of future performance.',
              '投資涉及風險。證券價格有時可能會非常波動，甚至可能變得毫無價值；買賣證券未必一定能夠賺取利潤，反而可能會招致損失。過往表現並不代表將來表現。',
              '投资涉及风险。证券价格有时可能会非常波动，甚至可能变得毫无价值；买卖证券未必一定能够赚取利润，反而可能会招致损失。过往表现并不代表将来表现。',
            ),
          ),
        }
      : null,
    trust: {
      figures: [
        { value: '241,000', label: l(t('Funded accounts (end of 2025)', '入金帳戶（2025年底）', '入金账户（2025年底）')) },
        { value: l(t('HK$30.4 billion', '港幣304億元', '港币304亿元')), label: l(t('Client assets (end of 2025)', '客戶資產（2025年底）', '客户资产（2025年底）')) },
        { value: l(t('Since 2012', '2012年起', '2012年起')), label: l(t('Licensed by the SFC', '獲證監會發牌', '获证监会发牌')) },
      ],
      licence: hk
        ? {
            label: l(t(`SFC licensed corporation, CE No. ${CE_NUMBER}: check us on the SFC public register`, `證監會持牌法團（中央編號 ${CE_NUMBER}）：可於證監會公眾紀錄冊查核`, `证监会持牌法团（中央编号 ${CE_NUMBER}）：可于证监会公众纪录册查核`)),
            registerUrl: `https://apps.sfc.hk/publicregWeb/corp/${CE_NUMBER}/details`,
          }
        : null,
      protections: [],
    },
    copyright: l(t('© 2026 Harbourfront Securities Limited. All rights reserved.', '© 2026 港灣證券有限公司 版權所有', '© 2026 港湾证券有限公司 版权所有')),
    branches: fixtureBranches(district, lang),
  };
}

/** A district's frame config: the app's real one, so the frame is tested and shown as each site has it. */
export const fixtureDistrictConfig = (district: District): DistrictConfig => (district === 'mainland' ? mainlandDistrict : hkDistrict);

const avatarPicture = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 68 68"><rect width="68" height="68" fill="#dbe7fb"/><circle cx="34" cy="26" r="12" fill="#0c3c8f"/><path d="M10 68c0-14 10-22 24-22s24 8 24 22z" fill="#0c3c8f"/></svg>',
);

/** A registered user who has not opened a securities account yet: guideAccountFlag is set. */
export const userWithoutAccount: User = {
  uuid: '5f0b6c1e-8c2a-4f5e-9d0b-2f7c1a9e4b31',
  avatar: avatarPicture,
  nickname: 'Chan Tai Man',
  areaCode: '852',
  phoneNumber: '51234567',
  grayStatusBit: '0100',
  authUser: false,
  authUserAuditStatus: 0,
  authUserIsSubmitRecord: false,
  email: 'taiman.chan@example.com',
  guideAccountFlag: true,
  userQuotaInfo: { token: 'quota-7d1e2f' },
};

/** A client with an opened account: no open-account button for them. */
export const userWithAccount: User = {
  uuid: '9a4e2d7c-1b3f-4c8a-8e6d-5b2f0c7a1d92',
  avatar: '',
  nickname: '李嘉欣',
  areaCode: '86',
  phoneNumber: '13800138000',
  grayStatusBit: '1100',
  authUser: true,
  authUserAuditStatus: 2,
  authUserIsSubmitRecord: true,
  email: '',
  guideAccountFlag: false,
  userQuotaInfo: { token: 'quota-3c9b8a' },
};

/**
 * A signed-in user for tests: `userWithoutAccount` with the given fields changed. Pass the values a
 * test asserts on (nickname, phone, e-mail, quote token, account status) so the test shows them.
 */
export const sampleUser = (overrides: Partial<User> = {}): User => ({ ...userWithoutAccount, ...overrides });

export const fixturePageMeta = (lang: Lang): Record<string, PageMetaEntry> => ({
  index: {
    title: t('Harbourfront Securities | Trade HK, US and China A-shares', '港灣證券 | 買賣港股、美股及A股', '港湾证券 | 买卖港股、美股及A股')[lang],
    description: t(
      'Open an account online in minutes and trade Hong Kong, US and China A-shares, ETFs, bonds and funds with Harbourfront Securities, an SFC-licensed broker.',
      '港灣證券為證監會持牌券商，網上幾分鐘即可開戶，買賣港股、美股、A股、ETF、債券及基金。',
      '港湾证券为证监会持牌券商，网上几分钟即可开户，买卖港股、美股、A股、ETF、债券及基金。',
    )[lang],
    keywords: t('HK stocks, US stocks, online broker, open account', '港股,美股,網上券商,開戶', '港股,美股,网上券商,开户')[lang],
  },
});

/** Sample page body for frame stories. */
export const fixturePageBody = (lang: Lang) => ({
  heading: t('Trade global markets with confidence', '投資環球市場，從容有道', '投资环球市场，从容有道')[lang],
  text: t(
    'Real-time quotes for Hong Kong and US stocks, IPO subscriptions with margin financing, and 24-hour customer service on trading days.',
    '港股美股實時行情、新股孖展認購，交易日24小時客戶服務。',
    '港股美股实时行情、新股融资认购，交易日24小时客户服务。',
  )[lang],
});

const fulfilled = <T>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });
const rejected = (reason: unknown): PromiseSettledResult<never> => ({ status: 'rejected', reason });

export interface FixtureShellOptions extends Partial<Pick<ShellServerInput, 'userAgent' | 'needLogin' | 'tokenError'>> {
  district?: District;
  lang?: Lang;
  user?: User | null;
  isMainlandIp?: boolean;
  activityTotal?: number;
  /** Simulate failed fetches (spec 8 fallbacks). */
  fail?: readonly ('baseConfig' | 'pageMeta' | 'activity' | 'ipInfo' | 'user')[];
}

/** The root loader's state for a scenario, built by the real createShellState. */
export function fixtureShellState({
  district = 'hk',
  lang = district === 'mainland' ? 'zh-cn' : 'zh-hk',
  user = null,
  isMainlandIp = false,
  activityTotal = 12,
  fail = [],
  userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  needLogin,
  tokenError,
}: FixtureShellOptions = {}): ShellState {
  const outcome = <T>(source: NonNullable<FixtureShellOptions['fail']>[number], value: T) => (fail.includes(source) ? rejected(new Error(`${source} unavailable`)) : fulfilled(value));
  return createShellState({
    lang,
    district,
    userAgent,
    user: user || fail.includes('user') ? outcome('user', user) : undefined,
    baseConfig: outcome('baseConfig', fixtureBaseConfig(district, lang)),
    pageMeta: outcome('pageMeta', fixturePageMeta(lang)),
    activityTotal: outcome('activity', activityTotal),
    ipRegion: outcome('ipInfo', isMainlandIp ? 'MAINLAND' : 'HK'),
    needLogin,
    tokenError,
  });
}

export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

import type { Lang } from '@brokerage/domain';
import type { ActivityCardItem } from './activity-card';
import type { ActivityListData } from './activity-list-page';
import type { TalkDetailItem } from './talk-detail-page';

const byLang = (lang: Lang, en: string, hk: string, cn: string) => (lang === 'en' ? en : lang === 'zh-hk' ? hk : cn);

/** Cards as the content API's seed has them, in the story's language. */
export const fixtureActivityCards = (lang: Lang): ActivityCardItem[] => [
  {
    id: 101,
    kind: 'promotion',
    title: byLang(lang, 'New clients: 180 days of commission-free HK and US stock trading', '新客戶：港股及美股180日免佣', '新客户：港股及美股180日免佣'),
    summary: byLang(
      lang,
      'Open an account and deposit HK$10,000 or more within 30 days to trade Hong Kong and US stocks commission-free for 180 days, plus a HK$800 stock cash coupon.',
      '開戶後30日內存入港幣10,000元或以上，即享港股及美股180日免佣，另送港幣800元股票現金券。',
      '开户后30日内存入港币10,000元或以上，即享港股及美股180日免佣，另送港币800元股票现金券。',
    ),
    coverImage: '/images/official/promotions/new-client-commission-free.svg',
    href: 'promotion-and-activities/detail/101',
    startDate: '2026-09-01',
    endDate: '2026-12-31',
    location: '',
    status: 'ongoing',
  },
  {
    id: 112,
    kind: 'promotion',
    title: byLang(lang, 'Year-end referral bonus: an extra HK$1,000 for three friends', '年終推薦獎賞：推薦三位朋友額外獎港幣1,000元', '年终推荐奖赏：推荐三位朋友额外奖港币1,000元'),
    summary: byLang(lang, 'In November and December, every third successful referral earns an extra HK$1,000.', '十一月及十二月期間，每成功推薦三位朋友可額外獲港幣1,000元。', '十一月及十二月期间，每成功推荐三位朋友可额外获港币1,000元。'),
    coverImage: '/images/official/promotions/referral-year-end-bonus.svg',
    href: 'https://campaign.example.com/referral',
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    location: '',
    status: 'upcoming',
  },
  {
    id: 209,
    kind: 'event',
    title: byLang(lang, '2027 Market Outlook Forum', '2027年市場展望論壇', '2027年市场展望论坛'),
    summary: byLang(lang, 'Our strategists on Hong Kong, US and A-share markets in 2027.', '策略師分析2027年港股、美股及A股市場。', '策略师分析2027年港股、美股及A股市场。'),
    coverImage: '/images/official/events/outlook-2027.svg',
    href: 'events-and-exhibition/detail/209',
    startDate: '2026-11-28',
    endDate: '2026-11-28',
    location: byLang(lang, 'Hong Kong Convention and Exhibition Centre', '香港會議展覽中心', '香港会议展览中心'),
    status: 'ended',
  },
];

export const fixturePromotionList = (lang: Lang, overrides: Partial<ActivityListData> = {}): ActivityListData => ({
  section: 'promotions',
  tab: 'all',
  page: 1,
  pageCount: 3,
  items: fixtureActivityCards(lang).filter((item) => item.kind === 'promotion'),
  ...overrides,
});

export const fixtureTalk = (lang: Lang, overrides: Partial<TalkDetailItem> = {}): TalkDetailItem => ({
  id: 301,
  title: byLang(lang, 'Reading company guidance after the US earnings season', '美股業績期後解讀公司指引', '美股业绩期后解读公司指引'),
  summary: byLang(lang, 'Learn to read the outlook section.', '學習解讀業績展望。', '学习解读业绩展望。'),
  coverImage: '/images/official/talks/us-earnings-guidance.svg',
  tagName: byLang(lang, 'US stocks', '美股', '美股'),
  format: 'online',
  speakerName: byLang(lang, 'Daniel Ho', '何志明', '何志明'),
  speakerTitle: byLang(lang, 'Senior US Equity Analyst', '美股高級分析師', '美股高级分析师'),
  location: '',
  date: '2026-11-26',
  startTime: '20:00',
  endTime: '21:30',
  status: 'upcoming',
  seatsLeft: 123,
  registrationOpen: true,
  contentHtml: byLang(lang, '<ul><li>Guidance, margins and capital spending plans</li></ul>', '<ul><li>指引、利潤率及資本開支計劃</li></ul>', '<ul><li>指引、利润率及资本开支计划</li></ul>'),
  ...overrides,
});

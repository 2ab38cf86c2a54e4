// Sample talks for the talk list's and event pages' stories and tests, in each language.
import type { Lang } from '@brokerage/domain';
import type { RegistrationRecord } from './registered-summary';
import type { TalkCardItem } from './talk-card';
import type { TalkListData } from './talk-list-page';

const pick = (lang: Lang, en: string, hk: string, cn: string) => (lang === 'en' ? en : lang === 'zh-hk' ? hk : cn);

export const fixtureTalkCards = (lang: Lang): TalkCardItem[] => [
  {
    id: 302,
    title: pick(lang, 'Hong Kong IPO masterclass', '港股新股認購大師班', '港股新股认购大师班'),
    tagName: pick(lang, 'HK stocks', '港股', '港股'),
    format: 'offline',
    location: pick(lang, 'Tsim Sha Tsui Branch seminar room', '尖沙咀分行講座室', '尖沙咀分行讲座室'),
    speakerName: 'Vincent Lau',
    date: '2026-12-03',
    startTime: '19:00',
    endTime: '20:30',
    status: 'upcoming',
    seatsLeft: 32,
    registrationOpen: true,
  },
  {
    id: 311,
    title: pick(lang, 'Options for income: covered calls', '期權收息策略：備兌認購', '期权收息策略：备兑认购'),
    tagName: pick(lang, 'Options', '期權', '期权'),
    format: 'offline',
    location: pick(lang, 'Causeway Bay Branch', '銅鑼灣分行', '铜锣湾分行'),
    speakerName: 'Grace Ng',
    date: '2026-12-05',
    startTime: '15:00',
    endTime: '16:30',
    status: 'upcoming',
    seatsLeft: 4,
    registrationOpen: true,
  },
  {
    id: 303,
    title: pick(lang, 'US stocks for beginners', '美股入門', '美股入门'),
    tagName: pick(lang, 'US stocks', '美股', '美股'),
    format: 'online',
    location: '',
    speakerName: 'Daniel Ho',
    date: '2026-12-10',
    startTime: '20:00',
    endTime: '21:00',
    status: 'upcoming',
    seatsLeft: 0,
    registrationOpen: false,
  },
  {
    id: 307,
    title: pick(lang, 'Reading company guidance', '解讀企業業績指引', '解读企业业绩指引'),
    tagName: pick(lang, 'US stocks', '美股', '美股'),
    format: 'online',
    location: '',
    speakerName: 'Daniel Ho',
    date: '2026-10-15',
    startTime: '20:00',
    endTime: '21:00',
    status: 'ended',
    seatsLeft: 12,
    registrationOpen: false,
  },
];

export const fixtureTalkList = (lang: Lang, overrides: Partial<TalkListData> = {}): TalkListData => ({
  status: 'all',
  tag: null,
  tags: [
    { code: 'beginners', name: pick(lang, 'Beginners', '投資入門', '投资入门') },
    { code: 'hk-stocks', name: pick(lang, 'HK stocks', '港股', '港股') },
    { code: 'us-stocks', name: pick(lang, 'US stocks', '美股', '美股') },
    { code: 'options', name: pick(lang, 'Options', '期權', '期权') },
  ],
  page: 1,
  pageCount: 2,
  items: fixtureTalkCards(lang),
  ...overrides,
});

export const fixtureRegistration: RegistrationRecord = {
  name: 'Chan Tai Man',
  areaCode: '852',
  phoneNumber: '51234567',
  email: 'tm.chan@example.com',
  registeredDay: '2026-11-21',
};

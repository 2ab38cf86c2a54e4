import { hkt, SEED_LANGS, t, type L, type SeedLang } from './localise';
import type { SeedParseData } from './types';

/**
 * Parsed content served by find-parse-data: structured data our operations team extracts from
 * exchange circulars (market holiday calendars, trading sessions). Published types and keys:
 * - market-holidays: hk-2026, us-2026, a-2026 → { market, year, closed: [{ date, name }], halfDays: [{ date, name }] }
 * - trading-hours: hk, us, a → { market, timeZone, sessions: [{ name, start, end }], notes: string[] }
 */

type Day = [date: string, name: L];

const localise = <T>(build: (lang: SeedLang) => T): Record<SeedLang, T> =>
  Object.fromEntries(SEED_LANGS.map((lang) => [lang, build(lang)])) as Record<SeedLang, T>;

const days = (list: Day[], lang: SeedLang) => list.map(([date, name]) => ({ date, name: name[lang] }));

const holidays = (market: string, year: number, closed: Day[], halfDays: Day[], updatedAt: string): SeedParseData => ({
  type: 'market-holidays',
  key: `${market.toLowerCase()}-${year}`,
  district: 'all',
  updatedAt,
  value: localise((lang) => ({ market, year, closed: days(closed, lang), halfDays: days(halfDays, lang) })),
});

const NEW_YEAR = t("New Year's Day", '一月一日', '元旦');
const LUNAR_NEW_YEAR = t('Lunar New Year', '農曆年初一至初三', '春节');
const GOOD_FRIDAY = t('Good Friday', '耶穌受難節', '耶稣受难节');
const EASTER_MONDAY = t('Easter Monday', '復活節星期一', '复活节星期一');
const CHRISTMAS = t('Christmas Day', '聖誕節', '圣诞节');

const hkHolidays = holidays(
  'HK',
  2026,
  [
    ['2026-01-01', NEW_YEAR],
    ['2026-02-17', LUNAR_NEW_YEAR],
    ['2026-02-18', LUNAR_NEW_YEAR],
    ['2026-02-19', LUNAR_NEW_YEAR],
    ['2026-04-03', GOOD_FRIDAY],
    ['2026-04-06', EASTER_MONDAY],
    ['2026-04-07', t('The day following Ching Ming Festival', '清明節翌日', '清明节翌日')],
    ['2026-05-01', t('Labour Day', '勞動節', '劳动节')],
    ['2026-05-25', t("The day following the Birthday of the Buddha", '佛誕翌日', '佛诞翌日')],
    ['2026-06-19', t('Tuen Ng Festival', '端午節', '端午节')],
    ['2026-07-01', t('HKSAR Establishment Day', '香港特別行政區成立紀念日', '香港特别行政区成立纪念日')],
    ['2026-10-01', t('National Day', '國慶日', '国庆日')],
    ['2026-10-19', t('The day following Chung Yeung Festival', '重陽節翌日', '重阳节翌日')],
    ['2026-12-25', CHRISTMAS],
  ],
  [
    ['2026-02-16', t("Lunar New Year's Eve (morning session only)", '農曆年除夕（只設早市）', '农历除夕（只设早市）')],
    ['2026-12-24', t('Christmas Eve (morning session only)', '聖誕節前夕（只設早市）', '圣诞节前夕（只设早市）')],
    ['2026-12-31', t("New Year's Eve (morning session only)", '除夕（只設早市）', '新年前夕（只设早市）')],
  ],
  hkt('2025-11-28T18:00:00'),
);

const usHolidays = holidays(
  'US',
  2026,
  [
    ['2026-01-01', NEW_YEAR],
    ['2026-01-19', t('Martin Luther King Jr. Day', '馬丁路德金紀念日', '马丁·路德·金纪念日')],
    ['2026-02-16', t("Presidents' Day", '總統日', '总统日')],
    ['2026-04-03', GOOD_FRIDAY],
    ['2026-05-25', t('Memorial Day', '陣亡將士紀念日', '阵亡将士纪念日')],
    ['2026-06-19', t('Juneteenth', '六月節', '六月节')],
    ['2026-07-03', t('Independence Day (observed)', '獨立日（補假）', '独立日（补假）')],
    ['2026-09-07', t('Labor Day', '勞工節', '劳工节')],
    ['2026-11-26', t('Thanksgiving Day', '感恩節', '感恩节')],
    ['2026-12-25', CHRISTMAS],
  ],
  [
    ['2026-11-27', t('Day after Thanksgiving (closes 13:00 New York time)', '感恩節翌日（紐約時間 13:00 收市）', '感恩节次日（纽约时间 13:00 收市）')],
    ['2026-12-24', t('Christmas Eve (closes 13:00 New York time)', '聖誕節前夕（紐約時間 13:00 收市）', '圣诞节前夕（纽约时间 13:00 收市）')],
  ],
  hkt('2025-12-05T18:00:00'),
);

const SPRING_FESTIVAL = t('Spring Festival', '春節', '春节');
const LABOUR_DAY = t('Labour Day holiday', '勞動節假期', '劳动节假期');
const NATIONAL_DAY = t('National Day holiday', '國慶假期', '国庆节假期');
const aShareHolidays = holidays(
  'A',
  2026,
  [
    ['2026-01-01', NEW_YEAR],
    ['2026-01-02', NEW_YEAR],
    ['2026-02-16', SPRING_FESTIVAL],
    ['2026-02-17', SPRING_FESTIVAL],
    ['2026-02-18', SPRING_FESTIVAL],
    ['2026-02-19', SPRING_FESTIVAL],
    ['2026-02-20', SPRING_FESTIVAL],
    ['2026-02-23', SPRING_FESTIVAL],
    ['2026-04-06', t('Qingming Festival', '清明節', '清明节')],
    ['2026-05-01', LABOUR_DAY],
    ['2026-05-04', LABOUR_DAY],
    ['2026-05-05', LABOUR_DAY],
    ['2026-06-19', t('Dragon Boat Festival', '端午節', '端午节')],
    ['2026-09-25', t('Mid-Autumn Festival', '中秋節', '中秋节')],
    ['2026-10-01', NATIONAL_DAY],
    ['2026-10-02', NATIONAL_DAY],
    ['2026-10-05', NATIONAL_DAY],
    ['2026-10-06', NATIONAL_DAY],
    ['2026-10-07', NATIONAL_DAY],
  ],
  [],
  hkt('2025-12-12T18:00:00'),
);

interface Session {
  name: L;
  start: string;
  end: string;
}

const tradingHours = (key: string, market: string, timeZone: string, sessions: Session[], notes: L[]): SeedParseData => ({
  type: 'trading-hours',
  key,
  district: 'all',
  updatedAt: hkt('2026-10-06T18:00:00'),
  value: localise((lang) => ({
    market,
    timeZone,
    sessions: sessions.map((session) => ({ name: session.name[lang], start: session.start, end: session.end })),
    notes: notes.map((note) => note[lang]),
  })),
});

const hkHours = tradingHours(
  'hk',
  'HK',
  'Asia/Hong_Kong',
  [
    { name: t('Pre-opening session', '開市前時段', '开市前时段'), start: '09:00', end: '09:30' },
    { name: t('Morning session', '早市', '早市'), start: '09:30', end: '12:00' },
    { name: t('Afternoon session', '午市', '午市'), start: '13:00', end: '16:00' },
    { name: t('Closing auction session', '收市競價交易時段', '收市竞价交易时段'), start: '16:00', end: '16:10' },
  ],
  [t('No afternoon session on the eves of Christmas, New Year and Lunar New Year.', '聖誕節、新年及農曆新年前夕不設午市。', '圣诞节、新年及农历新年前夕不设午市。')],
);

const usHours = tradingHours(
  'us',
  'US',
  'Asia/Hong_Kong',
  [
    { name: t('Pre-market', '盤前', '盘前'), start: '17:00', end: '22:30' },
    { name: t('Regular session', '正常交易時段', '盘中'), start: '22:30', end: '05:00' },
    { name: t('After-hours', '盤後', '盘后'), start: '05:00', end: '09:00' },
    { name: t('Overnight', '夜盤', '夜盘'), start: '09:00', end: '17:00' },
  ],
  [
    t(
      'Hong Kong time during US standard time (November to March). During US daylight saving time every session starts and ends one hour earlier.',
      '以上為美國冬令時間（11 月至 3 月）的香港時間；美國夏令時間期間各時段提早一小時。',
      '以上为美国冬令时（11 月至 3 月）的香港时间；美国夏令时期间各时段提前一小时。',
    ),
  ],
);

const aHours = tradingHours(
  'a',
  'A',
  'Asia/Shanghai',
  [
    { name: t('Opening call auction', '開市集合競價', '开盘集合竞价'), start: '09:15', end: '09:25' },
    { name: t('Morning session', '上午連續競價', '上午连续竞价'), start: '09:30', end: '11:30' },
    { name: t('Afternoon session', '下午連續競價', '下午连续竞价'), start: '13:00', end: '14:57' },
    { name: t('Closing call auction', '收市集合競價', '收盘集合竞价'), start: '14:57', end: '15:00' },
  ],
  [
    t(
      'Northbound trading through Stock Connect is open only on days when both the mainland and Hong Kong markets are open and settle.',
      '滬深港通北向交易只在內地及香港市場均開市並交收的日子進行。',
      '沪深港通北向交易只在内地及香港市场均开市并交收的日子进行。',
    ),
  ],
);

export const parseData: SeedParseData[] = [hkHolidays, usHolidays, aShareHolidays, hkHours, usHours, aHours];

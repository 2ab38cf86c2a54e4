import type { Branch } from '@brokerage/contracts';
import { byDistrict, t, type AuthoredFields, type L } from './localise';

/** Spec 9: Sundays and public holidays are the same at every branch. */
const HOLIDAY_HOURS = t('Sun & public holidays: 10:00-18:00', '星期日及公眾假期：10:00-18:00', '星期日及公众假期：10:00-18:00');
const weekdays = (hours: string): L => t(`Mon-Sat: ${hours}`, `星期一至六：${hours}`, `星期一至六：${hours}`);

interface BranchSource {
  id: string;
  name: L;
  address: L;
  phone: string;
  hours: string;
  /** WGS-84 for Google Maps on the HK site; GCJ-02 for Amap on the mainland site. */
  wgs84: [lat: number, lng: number];
  gcj02: [lat: number, lng: number];
}

const SOURCES: BranchSource[] = [
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
    address: t(
      'Shop 318, 3/F, Citywalk, 1 Yeung Uk Road, Tsuen Wan, New Territories',
      '新界荃灣楊屋道1號荃新天地3樓318號舖',
      '新界荃湾杨屋道1号荃新天地3楼318号铺',
    ),
    phone: '(852) 3958 6255',
    hours: '10:00-19:00',
    wgs84: [22.3712, 114.1118],
    gcj02: [22.3685, 114.1166],
  },
];

const googleMaps = ([lat, lng]: [number, number]) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
const amap = ([lat, lng]: [number, number], name: string) =>
  `https://uri.amap.com/marker?position=${lng},${lat}&name=${encodeURIComponent(name)}&coordinate=gaode&callnative=0`;

/** The five branches of spec 9 (ids a to e); map links differ by district, map images by language. */
export const BRANCHES: (AuthoredFields<Omit<Branch, 'id'>> & { id: string; sort: number })[] = SOURCES.map((branch, index) => ({
  id: branch.id,
  sort: index + 1,
  name: branch.name,
  address: branch.address,
  phone: branch.phone,
  hoursWeekdays: weekdays(branch.hours),
  hoursHolidays: HOLIDAY_HOURS,
  mapLink: byDistrict({ hk: googleMaps(branch.wgs84), mainland: amap(branch.gcj02, branch.name['zh-cn']) }),
  mapImage: t(`/images/branches/${branch.id}-en.svg`, `/images/branches/${branch.id}-zh-hk.svg`, `/images/branches/${branch.id}-zh-cn.svg`),
}));

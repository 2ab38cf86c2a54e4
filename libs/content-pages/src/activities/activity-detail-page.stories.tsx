import type { Lang } from '@brokerage/domain';
import { createShellState, ShellProvider } from '@brokerage/layout';
import { fixtureBaseConfig } from '@brokerage/layout/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite, storySite } from '../products/story-site';
import { ActivityDetailView, type ActivityDetailItem } from './activity-detail-page';
import { EventRegistrationForm } from './event-form';
import { EventTakePart } from './event-take-part';
import { fixtureRegistration } from './talk-fixtures';

const byLang = (lang: Lang, en: string, hk: string, cn: string) => (lang === 'en' ? en : lang === 'zh-hk' ? hk : cn);

const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

/** A promotion and an event as their loaders give them (the HTML already sanitised). */
const item = (kind: ActivityDetailItem['kind'], lang: Lang): ActivityDetailItem =>
  kind === 'promotion'
    ? {
        id: 101,
        kind,
        title: byLang(lang, 'New clients: 180 days of commission-free HK and US stock trading', '新客戶：港股及美股180日免佣', '新客户：港股及美股180日免佣'),
        summary: '',
        coverImage: '/images/official/promotions/new-client-commission-free.svg',
        startDate: '2026-09-01',
        endDate: '2026-12-31',
        location: '',
        status: 'ongoing',
        contentHtml: byLang(
          lang,
          '<p>Open an account and deposit HK$10,000 or more within 30 days.</p><ul><li>180 days commission-free</li><li>A HK$800 stock cash coupon</li></ul>',
          '<p>開戶後30日內存入港幣10,000元或以上。</p><ul><li>180日免佣</li><li>港幣800元股票現金券</li></ul>',
          '<p>开户后30日内存入港币10,000元或以上。</p><ul><li>180日免佣</li><li>港币800元股票现金券</li></ul>',
        ),
        termsHtml: byLang(lang, '<ol><li>New clients only.</li><li>One offer per person.</li></ol>', '<ol><li>只適用於新客戶。</li><li>每人只可參加一次。</li></ol>', '<ol><li>只适用于新客户。</li><li>每人只可参加一次。</li></ol>'),
        draft: false,
        registration: 'none',
        seatsLeft: null,
        registrationOpen: false,
      }
    : {
        id: 211,
        kind,
        title: byLang(lang, 'Year-end family wealth workshop', '年終家庭理財工作坊', '年终家庭理财工作坊'),
        summary: '',
        coverImage: '/images/official/events/family-wealth-workshop.svg',
        startDate: '2026-12-12',
        endDate: '2026-12-12',
        location: byLang(lang, 'Tsuen Wan Branch, Citywalk', '荃灣分行（荃新天地）', '荃湾分行（荃新天地）'),
        status: 'upcoming',
        contentHtml: byLang(lang, '<p>Plan savings, insurance and investing as a family.</p>', '<p>以家庭為單位規劃儲蓄、保險及投資。</p>', '<p>以家庭为单位规划储蓄、保险及投资。</p>'),
        termsHtml: '',
        draft: false,
        registration: 'site',
        seatsLeft: 18,
        registrationOpen: true,
      };

type Variant = 'promotion' | 'event' | 'event-registered' | 'draft';

const meta: Meta<{ variant: Variant }> = {
  title: 'content-pages/Activities/Activity detail',
  parameters: { layout: 'fullscreen' },
  args: { variant: 'event' },
  argTypes: { variant: { control: { type: 'inline-radio' }, options: ['promotion', 'event', 'event-registered', 'draft'] } },
  render: ({ variant }, { globals }) => {
    const { lang, district } = storySite(globals);
    const shell = createShellState({ lang, district, baseConfig: fulfilled(fixtureBaseConfig(district, lang)), pageMeta: fulfilled({}), activityTotal: fulfilled(3), ipRegion: fulfilled('HK') });
    const activity = variant === 'draft' ? { ...item('promotion', lang), draft: true } : item(variant === 'promotion' ? 'promotion' : 'event', lang);
    // A promotion's page has the site's register/login panel beside it (the route's, with its server); the stories show the text alone.
    const panel =
      activity.kind === 'event' ? (
        <EventTakePart
          event={activity}
          ownRegistration={variant === 'event-registered' ? fixtureRegistration : null}
          form={<EventRegistrationForm phone={{ areaCode: '852', phoneNumber: '51234567' }} initialName="Chan Tai Man" onValidSubmit={() => undefined} />}
        />
      ) : undefined;
    return (
      <StorySite lang={lang} district={district}>
        <ShellProvider serverState={shell}>
          <ActivityDetailView activity={activity} panel={panel} />
        </ShellProvider>
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<{ variant: Variant }>;

/** An event registering on the site: when and where, the text, and the form beside it. */
export const Event: Story = {};
export const EventEnglish: Story = { globals: { locale: 'en' } };
export const EventSimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };
export const EventMainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const EventMainlandEnglish: Story = { globals: { district: 'mainland', locale: 'en' } };
/** The signed-in visitor already registered: their registration in place of the form. */
export const EventRegistered: Story = { args: { variant: 'event-registered' } };
export const EventOnAPhone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** A promotion: its period, text and terms. */
export const Promotion: Story = { args: { variant: 'promotion' } };
export const PromotionEnglish: Story = { args: { variant: 'promotion' }, globals: { locale: 'en' } };
/** A preview of an unpublished promotion. */
export const Draft: Story = { args: { variant: 'draft' }, globals: { locale: 'en' } };

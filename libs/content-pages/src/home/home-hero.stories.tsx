import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderInSite } from './home-story';
import { fixtureHomeData } from './home-fixtures';
import { HomeHero, type HomeHeroProps } from './home-hero';

const meta: Meta<Partial<HomeHeroProps>> = {
  title: 'content-pages/Home/Hero',
  parameters: { layout: 'fullscreen' },
  render: renderInSite((args, { district, lang }) => {
    const { intro, texts } = fixtureHomeData(district, lang);
    return <HomeHero intro={intro} ctaLabel={texts.heroCta} trust={texts.trust} {...args} />;
  }),
};
export default meta;
type Story = StoryObj<Partial<HomeHeroProps>>;

/** Value proposition, introduction, open-account and register calls to action, trust ticks. */
export const HongKong: Story = {};
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const English: Story = { globals: { locale: 'en' } };
/** The page texts failed: heading and the calls to action in their UI wording. */
export const WithoutPageTexts: Story = { args: { intro: null, ctaLabel: undefined, trust: [] } };
/** A visitor detected in mainland China by IP gets no open-account call to action. */
export const WithoutOpenAccount: Story = { args: { showOpenAccount: false } };

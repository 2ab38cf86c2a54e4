import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureBaseConfig, fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { fixtureCompanyProfilePage } from './company-fixtures';
import { CompanyProfileView } from './company-profile';
import { OfficeIllustration } from './office-illustration';

interface Args {
  /** Content written before the profile had milestones and memberships: the text and the base config's parts only. */
  withProfile: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Company/Company profile',
  parameters: { layout: 'fullscreen' },
  args: { withProfile: true },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <CompanyProfileView page={fixtureCompanyProfilePage(lang, args.withProfile)} facts={fixtureBaseConfig(district, lang)} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Stat tiles, the text, the timeline, the SFC licence with the memberships, and the offices drawn. */
export const HongKong: Story = {};
export const English: Story = { globals: { locale: 'en' } };
/** The mainland site shows no licence (as its trust band), the memberships still. */
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const MainlandEnglish: Story = { globals: { district: 'mainland', locale: 'en' } };
export const OnAPhone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const WithoutMilestones: Story = { args: { withProfile: false } };

/** The office drawings: the headquarters tower and the branch shop front, in each palette. */
export const OfficeDrawings: StoryObj = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 16, padding: 16 }}>
      {[0, 1, 2, 3, 4].flatMap((variant) => [<OfficeIllustration key={`t${variant}`} kind="tower" variant={variant} />, <OfficeIllustration key={`b${variant}`} kind="branch" variant={variant} />])}
    </div>
  ),
};

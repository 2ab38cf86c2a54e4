import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { StorySite, storySite } from '../products/story-site';
import { TalkRegistrationForm } from './talk-form';
import type { TalkRegistrationAnswer } from './talk-form-rules';

type State = 'empty' | 'invalid' | 'submitting' | 'success' | 'duplicate' | 'closed' | 'full' | 'limited' | 'failed';

const typed = { name: 'Chan Tai Man', areaCode: '852', phoneNumber: '6123 4567', email: 'tai.man@example.com' };

const answerOf = (state: State): TalkRegistrationAnswer | null => {
  switch (state) {
    case 'invalid':
      return { state, values: { name: '', areaCode: '852', phoneNumber: '123', email: 'tai.man@' }, errors: { name: 'content.activities.talk.form.nameRequired', phoneNumber: 'validation.phone.invalid852', email: 'validation.email.invalid' } };
    case 'success':
      return { state, areaCode: '852', phoneNumber: '61234567' };
    case 'duplicate':
    case 'closed':
    case 'full':
    case 'limited':
    case 'failed':
      return { state, values: typed };
    default:
      return null;
  }
};

const meta: Meta<{ state: State; withAccountPhone?: boolean }> = {
  title: 'content-pages/Activities/Talk registration form',
  args: { state: 'empty', withAccountPhone: false },
  argTypes: { state: { control: { type: 'select' }, options: ['empty', 'invalid', 'submitting', 'success', 'duplicate', 'closed', 'full', 'limited', 'failed'] } },
  render: ({ state, withAccountPhone }, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <Column>
          {/* The story's form never leaves the page: a valid submit stays here. */}
          <TalkRegistrationForm
            district={district}
            lang={lang}
            accountPhone={withAccountPhone ? { areaCode: '852', phoneNumber: '51234567' } : null}
            answer={answerOf(state)}
            submitting={state === 'submitting'}
            onValidSubmit={() => undefined}
          />
        </Column>
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<{ state: State; withAccountPhone?: boolean }>;

const Column = styled.div`
  max-width: 380px;
`;

/** The empty form (the district's calling code preselected); submitting it empty shows the browser-side errors. */
export const Empty: Story = {};
/** A logged-in user with a phone: the booking goes with the account's number, shown, not typed. */
export const WithAccountPhone: Story = { args: { withAccountPhone: true } };
export const WithAccountPhoneEnglish: Story = { args: { withAccountPhone: true }, globals: { locale: 'en' } };
export const WithAccountPhoneMainland: Story = { args: { withAccountPhone: true }, globals: { district: 'mainland', locale: 'zh-cn' } };
/** The server's answer to invalid fields: an error beside each field, the values kept. */
export const Invalid: Story = { args: { state: 'invalid' } };
export const Submitting: Story = { args: { state: 'submitting' } };
export const Success: Story = { args: { state: 'success' } };
/** A second registration of the same user or phone. */
export const Duplicate: Story = { args: { state: 'duplicate' } };
export const Closed: Story = { args: { state: 'closed' } };
export const FullyBooked: Story = { args: { state: 'full' } };
/** Too many registrations from one network or account in a short time (TOO_MANY_REQUESTS). */
export const Limited: Story = { args: { state: 'limited' } };
/** The API could not be reached: the values stay for another try. */
export const Failed: Story = { args: { state: 'failed' } };
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };

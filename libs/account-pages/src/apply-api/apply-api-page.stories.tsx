import { isLang, type District, type Lang } from '@brokerage/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { APPLICATION_UUID, ApplySite, signedInForm, storingUpload, visitorForm } from './apply-api-fixtures';
import { ApplyApiPage, type ApplyApiData } from './apply-api-page';
import type { ApplyStep } from './application-flow';
import type { SubmitAnswer } from './application-rules';
import type { DocumentItem } from './document-list';

interface Args {
  data: ApplyApiData;
  step?: ApplyStep;
  documents?: DocumentItem[];
  answer?: SubmitAnswer | null;
  submitting?: boolean;
}

const documents: DocumentItem[] = [
  { key: 'a', name: 'hkid-front.jpg', size: 412_000, state: 'done', fileId: '0a1b2c3d-0000-4000-8000-000000000001' },
  { key: 'b', name: 'address-proof.pdf', size: 1_830_000, state: 'uploading', progress: 62 },
  { key: 'c', name: 'notes.txt', size: 2_048, state: 'refused', problem: 'type' },
];

const siteOf = (globals: Record<string, unknown>): { lang: Lang; district: District } => ({
  lang: isLang(globals['locale']) ? globals['locale'] : 'zh-hk',
  district: globals['district'] === 'mainland' ? 'mainland' : 'hk',
});

const meta: Meta<Args> = {
  title: 'account-pages/Open API application',
  args: { data: signedInForm('personal') },
  render: ({ data, step, documents: initialDocuments, answer = null, submitting = false }, { globals }) => {
    const { lang, district } = siteOf(globals);
    return (
      <ApplySite lang={lang} district={district}>
        {/* The story's form never leaves the page: sends go nowhere, uploads are stored at once. */}
        <ApplyApiPage
          data={data}
          onSubmit={() => undefined}
          submitting={submitting}
          answer={answer}
          uploadDocument={storingUpload}
          flowProps={{ initialStep: step, initialDocuments }}
        />
      </ApplySite>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** A signed-in individual: the form filled from their details. */
export const Personal: Story = {};
export const Company: Story = { args: { data: signedInForm('company') } };
/** A visitor's enquiry: no login, no documents. */
export const Visitor: Story = { args: { data: visitorForm } };
/** Documents stored, on their way, and refused. */
export const Documents: Story = { args: { documents } };
/** The summary before sending. */
export const Review: Story = { args: { step: 'review', documents: documents.slice(0, 1) } };
export const Sending: Story = { args: { step: 'review', submitting: true } };
/** The send failed: the summary stays with the reason. */
export const SendFailed: Story = { args: { step: 'review', answer: { state: 'failed', reason: 'unavailable', uuid: APPLICATION_UUID } } };
export const Sent: Story = { args: { answer: { state: 'success', uuid: APPLICATION_UUID, email: 'tm.chan@example.com' } } };
/** A visitor on a form that needs a login (the frame adds the 'please login first' dialog). */
export const LoginNeeded: Story = { args: { data: { type: 'personal', kind: 'login' } } };
export const English: Story = { globals: { locale: 'en' } };
export const MobileCompany: Story = { args: { data: signedInForm('company') }, globals: { locale: 'zh-cn', district: 'mainland', viewport: { value: 'mobile' } } };

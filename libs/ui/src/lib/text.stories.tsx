import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedDate } from './formatted-date';
import { TextLink } from './link-styles';
import { storySamples } from './story-samples';
import { VisuallyHidden } from './visually-hidden';

const meta: Meta = {
  title: 'ui/Text',
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

/** 'DD MMM YYYY' in English, 'YYYY年MM月DD' in Chinese (spec 9); switch the language in the toolbar. */
export const DateFormats: Story = {
  render: () => (
    <ul>
      <li>
        <FormattedDate day="2026-03-05" />
      </li>
      <li>
        <FormattedDate day="2025-12-31" />
      </li>
    </ul>
  ),
};

/** Text only screen readers get: here, that the link opens a new window. */
export const VisuallyHiddenText: Story = {
  render: (_args, { globals }) => {
    const text = storySamples(globals.locale);
    return (
      <TextLink href="#fees" target="_blank" rel="noreferrer">
        {text.link}
        <VisuallyHidden> ({text.hiddenNote})</VisuallyHidden>
      </TextLink>
    );
  },
};

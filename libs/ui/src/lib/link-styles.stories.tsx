import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { inverseLinkStyles, TextLink } from './link-styles';
import { storySamples } from './story-samples';

const meta: Meta = {
  title: 'ui/Link styles',
  parameters: { layout: 'padded' },
};
export default meta;

const Dark = styled.div`
  padding: 16px;
  background: ${({ theme }) => theme.colors.surfaceDark};
  a { ${inverseLinkStyles} }
`;

export const OnLight: StoryObj = {
  render: (_args, { globals }) => <TextLink href="#fees">{storySamples(globals.locale).link}</TextLink>,
};

export const OnDark: StoryObj = {
  render: (_args, { globals }) => (
    <Dark>
      <a href="#fees">{storySamples(globals.locale).link}</a>
    </Dark>
  ),
};

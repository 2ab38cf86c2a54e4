import { homePath } from '@brokerage/domain';
import { Button } from '@brokerage/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LoginDialog } from '../dialogs/login-dialog';
import { PgcDialog } from '../dialogs/pgc-dialog';
import { PleaseLoginDialog } from '../dialogs/please-login-dialog';
import { TokenErrorDialog } from '../dialogs/token-error-dialog';
import { MOBILE_VIEWPORT, storyFixtures } from './story-context';

type Kind = 'login' | 'loginWithPanel' | 'pleaseLogin' | 'tokenError' | 'pgcNoAccount' | 'pgcUnderReview';

function DialogDemo({ kind, globals }: { kind: Kind; globals: Record<string, unknown> }) {
  const { lang, config } = storyFixtures(globals);
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const reopen = (
    <Button $variant="secondary" onClick={() => setOpen(true)}>
      ↺
    </Button>
  );
  switch (kind) {
    case 'login':
    case 'loginWithPanel':
      return (
        <>
          {reopen}
          <LoginDialog open={open} onClose={close} registerHref={`${homePath(config, lang)}${config.registerPath}`}>
            {kind === 'loginWithPanel' ? <SamplePanelSlot /> : undefined}
          </LoginDialog>
        </>
      );
    case 'pleaseLogin':
      return (
        <>
          {reopen}
          <PleaseLoginDialog open={open} onClose={close} onLoginClick={close} />
        </>
      );
    case 'tokenError':
      return (
        <>
          {reopen}
          <TokenErrorDialog open={open} onClose={close} onLoginClick={close} />
        </>
      );
    case 'pgcNoAccount':
    case 'pgcUnderReview':
      return (
        <>
          {reopen}
          <PgcDialog open={open} onClose={close} auditStatus={kind === 'pgcUnderReview' ? 1 : 0} openAccountHref={`${homePath(config, lang)}${config.openAccountHref}`} />
        </>
      );
  }
}

/** Stand-in for the auth panel (it arrives with its own issue): shows the 504 px content area. */
function SamplePanelSlot() {
  return <div style={{ height: 320, border: '1px dashed #dde2ea', borderRadius: 8 }} data-slot="auth-panel" />;
}

const meta: Meta<{ kind: Kind }> = {
  title: 'layout/Dialogs',
  args: { kind: 'login' },
  argTypes: { kind: { control: 'inline-radio', options: ['login', 'loginWithPanel', 'pleaseLogin', 'tokenError', 'pgcNoAccount', 'pgcUnderReview'] } },
  render: ({ kind }, { globals }) => <DialogDemo key={kind} kind={kind} globals={globals} />,
};
export default meta;
type Story = StoryObj<{ kind: Kind }>;

/** Login dialog (504 px) before the auth panel is plugged in: it offers the register/login page. */
export const Login: Story = {};
/** Login dialog with content in its panel slot. */
export const LoginWithPanelSlot: Story = { args: { kind: 'loginWithPanel' } };
export const PleaseLoginFirst: Story = { args: { kind: 'pleaseLogin' } };
export const TokenError: Story = { args: { kind: 'tokenError' } };
export const LoginOnMobile: Story = { globals: MOBILE_VIEWPORT };
export const PleaseLoginFirstOnMobile: Story = { args: { kind: 'pleaseLogin' }, globals: MOBILE_VIEWPORT };
/** After a login whose stored jump was for account holders only: the user has no account yet. */
export const PgcNoAccount: Story = { args: { kind: 'pgcNoAccount' } };
export const PgcUnderReview: Story = { args: { kind: 'pgcUnderReview' } };
export const TokenErrorOnMobile: Story = { args: { kind: 'tokenError' }, globals: MOBILE_VIEWPORT };

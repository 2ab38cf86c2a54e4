// Renders the panel as a site page would, for the panel's Testing Library specs.
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthPanel, type AuthPanelProps } from '../lib/auth-panel';
import { loadPanelCode } from '../lib/panel-code';
// The panel's code for its first use (checks, encryption, captchas) loads with the spec, not within
// the time of its first test; `renderPanel` then hands it to the panel before it renders.
import '../lib/panel-on-use';
import { fakeTransport } from './fake-transport';

export interface RenderPanelOptions extends Partial<AuthPanelProps> {
  district?: District;
  lang?: Lang;
  /**
   * Whether the panel's code for its first use is in when the panel renders, as on a page whose form
   * the visitor has focused (default). auth-panel.first-use.spec.tsx renders without it.
   */
  codeLoaded?: boolean;
}

/**
 * The panel in a district site and language, with a fake transport whose calls are spies, once
 * its panelConfig has answered (and, unless `codeLoaded` is false, with its code for its first use).
 * Tests run on Jest's fake timers (countdown, debounce, throttle) and move them themselves.
 */
export async function renderPanel({ district = 'hk', lang = 'en', transport, codeLoaded = true, ...props }: RenderPanelOptions = {}) {
  if (codeLoaded) await loadPanelCode();
  const spied = transport ?? fakeTransport({}, { lang });
  for (const name of Object.keys(spied) as (keyof typeof spied)[]) jest.spyOn(spied, name);
  const onLoggedIn = jest.fn();
  const onLogout = jest.fn();
  const utils = renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <AuthPanel transport={spied} placement="dialog" appEnv="sit" onLoggedIn={onLoggedIn} onLogout={onLogout} {...props} />
    </SiteProvider>,
    { locale: lang },
  );
  // The panel asks for its config on mount; its answer lands before the test goes on.
  await act(async () => undefined);
  // No delay between keystrokes: typing needs no timers, so the fake clock moves only when a test moves it.
  const user = userEvent.setup({ delay: null });
  return { ...utils, user, transport: spied as jest.Mocked<typeof spied>, onLoggedIn, onLogout };
}

/** The form's fields and buttons by their English names. */
export const panel = {
  phone: () => screen.getByRole('textbox', { name: /^Mobile number/ }),
  area: () => screen.getByRole('combobox', { name: /^Country or region code/ }),
  code: () => screen.getByRole('textbox', { name: /^Verification code/ }),
  password: () => screen.getByLabelText(/^Password/),
  // An input with a list of suggestions is a combobox.
  email: () => screen.getByRole('combobox', { name: /^E-mail/ }),
  orgEmail: () => screen.getByRole('combobox', { name: /^Organisation e-mail/ }),
  invite: () => screen.getByRole('textbox', { name: /^Invitation code/ }),
  sendCode: () => screen.getByRole('button', { name: /^(Get code|Resend in \d+s)$/ }),
  submit: () => screen.getByRole('button', { name: /^(Log in \/ Register|Log in|Please wait…)$/ }),
  corporate: () => screen.getByRole('radio', { name: 'Corporate investor' }),
  retail: () => screen.getByRole('radio', { name: 'Personal investor' }),
};

type PanelUserEvent = Awaited<ReturnType<typeof renderPanel>>['user'];

/** Switches to the password login and fills in the number and the password (not sent). */
export async function fillPasswordForm(user: PanelUserEvent, phone = '51234567', password = 'secret') {
  await user.click(screen.getByRole('button', { name: 'Log in with password' }));
  await user.type(panel.phone(), phone);
  await user.type(panel.password(), password);
}

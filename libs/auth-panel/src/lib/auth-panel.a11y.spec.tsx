/**
 * @jest-environment jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { failure, fakeTransport, SAMPLE_CODE, SAMPLE_USER } from '../testing/fake-transport';
import { panel, renderPanel } from '../testing/render-panel';

/** Violations of serious or critical impact; jsdom lays nothing out, so contrast is left to the browser tests. */
const seriousViolations = async () => {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
};

describe('AuthPanel with the keyboard only', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('registers a new Hong Kong number without a pointer', async () => {
    const { user, transport, onLoggedIn } = await renderPanel({ district: 'hk' });
    await user.tab();
    expect(panel.retail()).toHaveFocus();
    await user.tab();
    expect(panel.area()).toHaveFocus();
    await user.tab();
    expect(panel.phone()).toHaveFocus();
    await user.keyboard('51234567');
    await user.tab();
    expect(panel.code()).toHaveFocus();
    await user.tab();
    expect(panel.sendCode()).toHaveFocus();
    await user.keyboard('{Enter}');
    await act(async () => jest.advanceTimersByTimeAsync(400));
    expect(panel.code()).toHaveFocus();
    expect(panel.code()).toHaveValue(SAMPLE_CODE);
    await user.tab();
    expect(panel.email()).toHaveFocus();
    await user.keyboard('amy@example.com');
    await user.tab();
    expect(panel.invite()).toHaveFocus();
    // The terms the login accepts come before the submit button.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Statement' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveFocus();
    await user.tab();
    expect(panel.submit()).toHaveFocus();
    await user.keyboard('{Enter}');
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(transport.loginSms).toHaveBeenCalledTimes(1);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('reaches both toggles, and submits the password form with Enter from a field', async () => {
    const { user, transport } = await renderPanel({ district: 'mainland' });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(panel.corporate()).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(panel.retail()).toBeChecked();

    while (document.activeElement?.textContent !== 'Log in with password') await user.tab();
    await user.keyboard('{Enter}');
    await user.click(panel.phone());
    await user.keyboard('13800138000');
    await user.tab();
    expect(panel.password()).toHaveFocus();
    await user.keyboard('secret{Enter}');
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(transport.loginPassword).toHaveBeenCalledTimes(1);
  });

  it('announces errors: field errors are alerts tied to their field, send and login errors are alerts', async () => {
    const transport = fakeTransport({ sendPhoneCode: async () => failure(800, '') });
    const { user } = await renderPanel({ district: 'mainland', transport });
    await user.type(panel.phone(), '23800138000');
    await user.click(panel.sendCode());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please enter an 11-digit mobile number starting with 1');
    expect(panel.phone()).toHaveAttribute('aria-describedby', alert.id);

    await user.clear(panel.phone());
    await user.type(panel.phone(), '13800138000');
    await user.click(panel.sendCode());
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('request failed!');
  });
});

describe('AuthPanel accessibility (axe)', () => {
  it.each(['hk', 'mainland'] as const)('has no serious violations in SMS mode on the %s site, empty or with errors', async (district) => {
    const { user } = await renderPanel({ district, placement: 'page' });
    expect(await seriousViolations()).toEqual([]);
    await user.type(panel.phone(), '1');
    await user.click(panel.sendCode());
    expect(await seriousViolations()).toEqual([]);
  });

  it('has no serious violations in password and e-mail modes', async () => {
    const { user } = await renderPanel({ placement: 'activity' });
    await user.click(screen.getByRole('button', { name: 'Log in with password' }));
    expect(await seriousViolations()).toEqual([]);
    await user.click(panel.corporate());
    await user.type(panel.orgEmail(), 'treasury@');
    expect(await seriousViolations()).toEqual([]);
  });

  it('has no serious violations with a code sent, with the slider captcha, or with a question open', async () => {
    const answers = [failure(400, 'Slide first')];
    const transport = fakeTransport({ sendPhoneCode: async () => answers.shift() ?? { ok: true, captcha: SAMPLE_CODE }, loginPassword: async () => failure(300705, '') });
    // The mainland form: no registration check answering while axe runs.
    const { user } = await renderPanel({ district: 'mainland', transport });
    await user.type(panel.phone(), '13800138000');
    await user.click(panel.sendCode());
    await screen.findByRole('slider');
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(panel.code()).toHaveValue(SAMPLE_CODE));
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Log in with password' }));
    await user.type(panel.password(), 'secret');
    await user.click(panel.submit());
    await screen.findByRole('dialog');
    expect(await seriousViolations()).toEqual([]);
  });

  it('has no serious violations for a logged-in user', async () => {
    await renderPanel({ user: SAMPLE_USER, placement: 'page' });
    expect(await seriousViolations()).toEqual([]);
  });
});

/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import { failure, fakeTransport } from '../testing/fake-transport';
import { panel, renderPanel } from '../testing/render-panel';
import type { PanelCode } from './panel-code';

// The panel's code for its first use (checks, encryption, captchas: panel-code.ts) comes when each
// test says so, as a slow network would bring it: the form must neither lose what was typed nor
// judge it without its checks.
const mockCode = {
  loaded: null as PanelCode | null,
  loads: 0,
  pending: null as { promise: Promise<PanelCode>; arrive: () => void; fail: () => void } | null,
};
jest.mock('./panel-code', () => ({
  loadedPanelCode: () => mockCode.loaded,
  loadPanelCode: () => {
    mockCode.loads += 1;
    if (mockCode.loaded) return Promise.resolve(mockCode.loaded);
    if (!mockCode.pending) {
      let arrive = () => undefined as void;
      let fail = () => undefined as void;
      const promise = new Promise<PanelCode>((resolve, reject) => {
        arrive = () => {
          mockCode.loaded = jest.requireActual<PanelCode>('./panel-on-use');
          mockCode.pending = null;
          resolve(mockCode.loaded as PanelCode);
        };
        fail = () => {
          mockCode.pending = null;
          reject(new Error('offline'));
        };
      });
      mockCode.pending = { promise, arrive, fail };
    }
    return mockCode.pending.promise;
  },
}));

const arrive = () => act(async () => mockCode.pending?.arrive());
const failToArrive = () => act(async () => mockCode.pending?.fail());

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(mockCode, { loaded: null, loads: 0, pending: null });
});
afterEach(() => jest.useRealTimers());

const advance = (ms = 0) => act(async () => jest.advanceTimersByTimeAsync(ms));

describe("the panel's code for its first use", () => {
  it('is not fetched to render the form; the first focus fetches it', async () => {
    const { user } = await renderPanel({ district: 'mainland', codeLoaded: false });
    expect(panel.submit()).toBeInTheDocument();
    expect(mockCode.loads).toBe(0);
    await user.click(panel.phone());
    expect(mockCode.loads).toBe(1);
  });

  it('a submit before it came waits for it, busy, then shows what the checks say of what was typed', async () => {
    const { user, transport } = await renderPanel({ district: 'mainland', codeLoaded: false });
    await user.type(panel.phone(), '123');
    await user.type(panel.code(), '12');
    await user.click(panel.submit());
    expect(panel.submit()).toHaveTextContent('Please wait…');
    expect(panel.submit()).toHaveAttribute('aria-busy', 'true');
    // A second submit meanwhile is dropped.
    await user.click(panel.submit());
    expect(screen.queryByText('Please enter an 11-digit mobile number starting with 1')).toBeNull();

    await arrive();
    expect(panel.phone()).toHaveValue('123');
    expect(panel.code()).toHaveValue('12');
    expect(panel.phone()).toHaveAccessibleDescription('Please enter an 11-digit mobile number starting with 1');
    expect(panel.phone()).toHaveFocus();
    expect(panel.submit()).toHaveTextContent('Log in / Register');
    expect(transport.loginSms).not.toHaveBeenCalled();
  });

  it('a valid form submitted before it came is sent once, when it came, with what was typed', async () => {
    const { user, transport, onLoggedIn } = await renderPanel({ district: 'mainland', codeLoaded: false });
    await user.type(panel.phone(), '13800138000');
    await user.type(panel.code(), '135790');
    await user.click(panel.submit());
    await user.click(panel.submit());
    expect(transport.loginSms).not.toHaveBeenCalled();
    await arrive();
    await advance();
    expect(transport.loginSms).toHaveBeenCalledTimes(1);
    expect(transport.loginSms).toHaveBeenCalledWith(expect.objectContaining({ areaCode: '86', phoneNumber: '13800138000', captcha: '135790' }));
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('a code asked for before it came is sent when it came (the button busy meanwhile)', async () => {
    const { user, transport } = await renderPanel({ district: 'mainland', codeLoaded: false });
    await user.type(panel.phone(), '13800138000');
    await user.click(panel.sendCode());
    expect(panel.sendCode()).toBeDisabled();
    expect(transport.sendPhoneCode).not.toHaveBeenCalled();
    await arrive();
    await advance();
    expect(transport.sendPhoneCode).toHaveBeenCalledWith({ areaCode: '86', phoneNumber: '13800138000', key: 1 });
    expect(panel.code()).toHaveValue('246810');
  });

  it('checks the registration of a Hong Kong number once it came: until then the e-mail stays required', async () => {
    const transport = fakeTransport({ checkPhone: async () => ({ ok: true, registered: true }) });
    const { user } = await renderPanel({ district: 'hk', transport, codeLoaded: false });
    await user.type(panel.phone(), '51234567');
    await advance(1000);
    expect(transport.checkPhone).not.toHaveBeenCalled();
    expect(panel.email()).toBeRequired();
    await arrive();
    await advance(1000);
    expect(transport.checkPhone).toHaveBeenCalledWith({ areaCode: '852', phoneNumber: '51234567' });
    expect(panel.email()).not.toBeRequired();
  });

  it('a download that failed fails the submit like a request without an answer; the next submit fetches it again', async () => {
    const transport = fakeTransport({ loginSms: async () => failure(300001, 'The verification code is wrong.') });
    const { user } = await renderPanel({ district: 'mainland', transport, codeLoaded: false });
    await user.type(panel.phone(), '13800138000');
    await user.type(panel.code(), '135790');
    await user.click(panel.submit());
    await failToArrive();
    expect(screen.getByText('error！')).toBeInTheDocument();
    expect(panel.phone()).toHaveValue('13800138000');

    const loadsBefore = mockCode.loads;
    await user.click(panel.submit());
    expect(mockCode.loads).toBeGreaterThan(loadsBefore);
    await arrive();
    await advance();
    expect(transport.loginSms).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The verification code is wrong.')).toBeInTheDocument();
  });
});

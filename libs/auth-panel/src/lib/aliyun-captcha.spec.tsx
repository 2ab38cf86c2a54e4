/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import { failure, fakeTransport, SAMPLE_CODE } from '../testing/fake-transport';
import { panel, renderPanel } from '../testing/render-panel';
import type { PanelCaptcha } from '../transport';
import { ALIYUN_CAPTCHA_SCRIPT } from './aliyun-captcha';

const ALIYUN: PanelCaptcha = { provider: 'aliyun', prefix: 'prefix01', sceneId: 'scene01', region: 'sgp' };

const vendorScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src === ALIYUN_CAPTCHA_SCRIPT);

/**
 * Stands in for Alibaba's script once the page appends it: it checks AliyunCaptchaConfig was set
 * first, then defines initAliyunCaptcha, whose pop-up "opens" on its button's click and ends as
 * the test says (a pass with a proof, or a close).
 */
const fakeVendorScript = (outcome: { proof: string } | 'closed' | 'unreachable') => {
  const seen: { config?: unknown; options?: Record<string, unknown> } = {};
  const observer = new MutationObserver(() => {
    const script = vendorScripts()[0];
    if (!script || script.dataset['handled']) return;
    script.dataset['handled'] = 'yes';
    if (outcome === 'unreachable') return void script.dispatchEvent(new Event('error'));
    seen.config = { ...window.AliyunCaptchaConfig };
    window.initAliyunCaptcha = (options) => {
      seen.options = options as unknown as Record<string, unknown>;
      document.querySelector<HTMLButtonElement>(options.button)?.addEventListener('click', () => {
        if (outcome === 'closed') options.onClose?.();
        else options.success(outcome.proof);
      });
      options.getInstance?.({});
    };
    script.dispatchEvent(new Event('load'));
  });
  observer.observe(document.head, { childList: true });
  return { seen, stop: () => observer.disconnect() };
};

const captchaFirst = () => {
  const answers = [failure(400, 'Please complete the slider verification first.')];
  return fakeTransport({
    panelConfig: async () => ({ ok: true, areas: [], rsaPublicKeys: [], captcha: ALIYUN }),
    sendPhoneCode: async () => answers.shift() ?? { ok: true, captcha: SAMPLE_CODE },
  });
};

afterEach(() => {
  vendorScripts().forEach((script) => script.remove());
  delete window.initAliyunCaptcha;
  delete window.AliyunCaptchaConfig;
});

describe('Alibaba Cloud Captcha 2.0 in the panel (code 400 when the site is configured for it)', () => {
  it('loads the vendor script only when a send asks for a captcha, then sends again with key 2 and its proof', async () => {
    const vendor = fakeVendorScript({ proof: 'captcha-verify-param-1' });
    const { user, transport } = await renderPanel({ lang: 'zh-hk', transport: captchaFirst() });
    expect(vendorScripts()).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^手機號碼/ }), '51234567');
    await user.click(screen.getByRole('button', { name: '獲取驗證碼' }));
    await act(async () => undefined);
    vendor.stop();

    expect(vendor.seen.config).toEqual({ region: 'sgp', prefix: 'prefix01' });
    expect(vendor.seen.options).toMatchObject({ SceneId: 'scene01', mode: 'popup', language: 'tw' });
    expect(transport.sliderChallenge).not.toHaveBeenCalled();
    expect(transport.sendPhoneCode).toHaveBeenLastCalledWith({ areaCode: '852', phoneNumber: '51234567', key: 2, graphCaptcha: 'captcha-verify-param-1' });
  });

  it.each(['closed', 'unreachable'] as const)('says the check was not completed when the pop-up is %s, and sends nothing more', async (outcome) => {
    const vendor = fakeVendorScript(outcome);
    const { user, transport } = await renderPanel({ transport: captchaFirst() });
    await user.type(panel.phone(), '51234567');
    await user.click(panel.sendCode());
    await act(async () => undefined);
    vendor.stop();
    expect(await screen.findByText('The security check was not completed. Please get the code again.')).toBeInTheDocument();
    expect(transport.sendPhoneCode).toHaveBeenCalledTimes(1);
  });
});

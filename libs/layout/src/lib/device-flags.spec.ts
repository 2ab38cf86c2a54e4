import { parseDeviceFlags } from './device-flags';

const UA = {
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  pixel: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  huawei: 'Mozilla/5.0 (Linux; Android 12; HUAWEI P50 Pro Build/HUAWEIJAD-AL50) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36',
  harmony: 'Mozilla/5.0 (Phone; OpenHarmony 5.0; HarmonyOS 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_HK',
  wxwork: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0 Safari/537.36 wxwork/4.1.22 MicroMessenger/7.0.1',
  companyApp: 'Mozilla/5.0 (Linux; Android 13; SM-S9180) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 HarbourfrontApp/5.12.0',
  ylApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 YLApp/3.4.1',
};

describe('parseDeviceFlags', () => {
  it('recognises a desktop Mac browser', () => {
    expect(parseDeviceFlags(UA.macChrome)).toEqual({
      isPcPage: true,
      isH5Page: false,
      isAndroid: false,
      isIos: false,
      isYlApp: false,
      isHuawei: false,
      isMac: true,
      isWindows: false,
      isWeChatOrWxWork: false,
      inCompanyApp: false,
      isPro: false,
    });
  });

  it('recognises Windows', () => {
    expect(parseDeviceFlags(UA.windowsEdge)).toMatchObject({ isPcPage: true, isWindows: true, isMac: false });
  });

  it('recognises iPhone and iPad as iOS H5, not as Mac', () => {
    for (const ua of [UA.iphoneSafari, UA.ipad]) {
      expect(parseDeviceFlags(ua)).toMatchObject({ isH5Page: true, isPcPage: false, isIos: true, isAndroid: false, isMac: false });
    }
  });

  it('recognises Android, and Huawei/HarmonyOS devices', () => {
    expect(parseDeviceFlags(UA.pixel)).toMatchObject({ isH5Page: true, isAndroid: true, isHuawei: false });
    expect(parseDeviceFlags(UA.huawei)).toMatchObject({ isAndroid: true, isHuawei: true });
    expect(parseDeviceFlags(UA.harmony)).toMatchObject({ isH5Page: true, isHuawei: true, isAndroid: false });
  });

  it('recognises WeChat and WeCom (WxWork), on phones and desktops', () => {
    expect(parseDeviceFlags(UA.wechat)).toMatchObject({ isWeChatOrWxWork: true, isIos: true });
    expect(parseDeviceFlags(UA.wxwork)).toMatchObject({ isWeChatOrWxWork: true, isPcPage: true, isWindows: true });
  });

  it('recognises the company app webviews', () => {
    expect(parseDeviceFlags(UA.companyApp)).toMatchObject({ inCompanyApp: true, isYlApp: false, isAndroid: true });
    expect(parseDeviceFlags(UA.ylApp)).toMatchObject({ inCompanyApp: true, isYlApp: true, isIos: true });
  });

  it('treats a missing or empty user agent as a desktop browser', () => {
    for (const ua of [undefined, null, '']) {
      expect(parseDeviceFlags(ua)).toMatchObject({ isPcPage: true, isH5Page: false, inCompanyApp: false });
    }
  });

  it('does not look past the first 1024 characters of a huge header', () => {
    expect(parseDeviceFlags(`${'x'.repeat(2000)} iPhone`)).toMatchObject({ isIos: false, isPcPage: true });
  });

  it('carries isPro from the environment', () => {
    expect(parseDeviceFlags(UA.macChrome, { isPro: true }).isPro).toBe(true);
  });
});

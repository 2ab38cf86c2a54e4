import { deviceClassOf, deviceClassOfHeader, userAgentOfClass } from './device-class';

const USER_AGENTS = {
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  huaweiInApp: 'Mozilla/5.0 (Linux; Android 12; HUAWEI P50) AppleWebKit/537.36 Chrome/99 Mobile Safari/537.36 HarbourfrontApp/5.2.0',
  wechatDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/81 MicroMessenger/7.0.20 WindowsWechat',
  ylApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) Mobile/15E148 YLApp/3.1',
  empty: '',
};

describe('device classes', () => {
  it('writes the class as the edge does: each true flag followed by a comma, then the terminal', () => {
    expect(deviceClassOf(USER_AGENTS.windowsChrome)).toBe('isWindows,/pc');
    expect(deviceClassOf(USER_AGENTS.iphone)).toBe('isH5Page,isIos,/h5');
    expect(deviceClassOf(USER_AGENTS.empty)).toBe('/pc');
  });

  it('renders from a user agent of the class alone, whose class is the same', () => {
    for (const [name, userAgent] of Object.entries(USER_AGENTS)) {
      const deviceClass = deviceClassOf(userAgent);
      const rendered = userAgentOfClass(deviceClass);
      expect([name, rendered === null ? null : deviceClassOf(rendered)]).toEqual([name, deviceClass]);
    }
  });

  it('takes an understood header as sent, in any order and with empty items, and ignores anything else', () => {
    expect(deviceClassOfHeader('isWindows,/pc')).toBe('isWindows,/pc');
    expect(deviceClassOfHeader('isIos,,isH5Page,/h5')).toBe('isH5Page,isIos,/h5');
    expect(deviceClassOfHeader('/pc')).toBe('/pc');
    for (const header of [undefined, '', 'isWindows', 'isWindows,/tv', 'isTablet,/pc', 'isAndroid,isIos,isH5Page,/h5', 'isH5Page,/pc', ['isWindows,/pc', '/pc']]) {
      expect([header, deviceClassOfHeader(header)]).toEqual([header, null]);
    }
  });
});

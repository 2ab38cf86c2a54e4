/** Device and environment flags of spec 3, computed on the server from the request so the first render is right. */
export interface DeviceFlags {
  /** Desktop browser: the PC layout and X-Terminal 1. */
  isPcPage: boolean;
  /** Phone or tablet browser: the H5 layout and X-Terminal 2. */
  isH5Page: boolean;
  isAndroid: boolean;
  isIos: boolean;
  /** Inside the YL build of the company app (user agent marker `YLApp/`). */
  isYlApp: boolean;
  /** Huawei or Honor device (HarmonyOS, HMS): no Google Play, so app links differ. */
  isHuawei: boolean;
  isMac: boolean;
  isWindows: boolean;
  isWeChatOrWxWork: boolean;
  /** Inside any build of the company's native app webview (user agent marker `HarbourfrontApp/` or `YLApp/`). */
  inCompanyApp: boolean;
  /** Running with APP_ENV=pro. */
  isPro: boolean;
}

/** User agent markers the company apps add to their webviews. */
export const COMPANY_APP_UA_MARKER = /\bHarbourfrontApp\//i;
export const YL_APP_UA_MARKER = /\bYLApp\//i;

// Exported for deploy/nginx/device-class.mjs, which writes the edge's copy of these rules (X-Device-Class).
export const ANDROID = /\bAndroid\b/i;
// iPadOS 13+ reports itself as a Mac; only its touch support tells it apart, which the server cannot see.
export const IOS = /\b(?:iPhone|iPad|iPod)\b/i;
export const MOBILE = /\b(?:Mobile|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|Windows Phone|BlackBerry|Opera Mini|IEMobile)\b/i;
export const HUAWEI = /\b(?:HUAWEI|HONOR|HarmonyOS|OpenHarmony|HMSCore)\b/i;
export const MAC = /\bMacintosh\b|\bMac OS X\b/i;
export const WINDOWS = /\bWindows\b/i;
export const WINDOWS_PHONE = /\bWindows Phone\b/i;
export const WECHAT = /\bMicroMessenger\b|\bwxwork\b/i;
/** parseDeviceFlags reads this many characters of the User-Agent. */
export const USER_AGENT_READ_LENGTH = 1024;

/** Flags from the User-Agent header; an empty or missing header counts as a desktop browser. */
export function parseDeviceFlags(userAgent: string | null | undefined, options: { isPro?: boolean } = {}): DeviceFlags {
  const ua = (userAgent ?? '').slice(0, USER_AGENT_READ_LENGTH);
  const isIos = IOS.test(ua);
  const isAndroid = !isIos && ANDROID.test(ua);
  const isH5Page = MOBILE.test(ua);
  const isYlApp = YL_APP_UA_MARKER.test(ua);
  return {
    isPcPage: !isH5Page,
    isH5Page,
    isAndroid,
    isIos,
    isYlApp,
    isHuawei: HUAWEI.test(ua),
    isMac: !isIos && MAC.test(ua),
    isWindows: WINDOWS.test(ua) && !WINDOWS_PHONE.test(ua),
    isWeChatOrWxWork: WECHAT.test(ua),
    inCompanyApp: isYlApp || COMPANY_APP_UA_MARKER.test(ua),
    isPro: options.isPro ?? false,
  };
}

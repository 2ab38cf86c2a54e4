import type { District } from '@brokerage/domain';

// Which downloads a visitor is offered: pure rules, apart from the download pages so that the home
// page's app band can use them without downloading those pages.

/** The three ways to get the phone app. */
export const DOWNLOAD_CHOICES = ['ios', 'android', 'apk'] as const;
export type DownloadChoice = (typeof DOWNLOAD_CHOICES)[number];

export const DOWNLOAD_TIP_TYPES = ['hk', 'mainland', 'sg', 'auto'] as const;
export type DownloadTipType = (typeof DOWNLOAD_TIP_TYPES)[number];

/** What the choice of store needs to know about the visitor's device. */
export interface DeviceKind {
  isIos: boolean;
  isAndroid: boolean;
  isHuawei: boolean;
}

/**
 * Which downloads download-tip/{type} offers:
 * - `hk`: App Store, Google Play and the APK (for Android phones without Google services).
 * - `mainland`: App Store and the APK; Google Play cannot be reached from mainland China.
 * - `sg`: the official stores only, App Store and Google Play.
 * - `auto`: by the visitor's user agent: iOS gets the App Store; Android gets the APK on Huawei/Honor
 *   phones (no Google Play) and on the mainland site, else Google Play; anything else (a desktop
 *   browser) gets every choice of this site's district (as `hk` or `mainland`).
 */
export function downloadChoices(type: DownloadTipType, device: DeviceKind, district: District): DownloadChoice[] {
  switch (type) {
    case 'hk':
      return ['ios', 'android', 'apk'];
    case 'mainland':
      return ['ios', 'apk'];
    case 'sg':
      return ['ios', 'android'];
    case 'auto':
      if (device.isIos) return ['ios'];
      if (device.isAndroid) return device.isHuawei || district === 'mainland' ? ['apk'] : ['android'];
      return downloadChoices(district, device, district);
  }
}

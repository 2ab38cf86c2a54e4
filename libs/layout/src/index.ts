export {
  districtBasePath,
  isExternalHref,
  normaliseSearch,
  resolveHref,
  stripBasePath,
  type DistrictConfig,
  type MapLinkKind,
  type MenuItem,
  type MenuLink,
  type SiteListEntry,
} from './lib/district-config';
export { MAIN_MENU, PRODUCT_MENU_LINKS, isActivePath, isProductPath } from './lib/menu';
export { menuMessages, headerMessages, footerMessages, dialogMessages } from './lib/messages';
export { parseDeviceFlags, COMPANY_APP_UA_MARKER, YL_APP_UA_MARKER, type DeviceFlags } from './lib/device-flags';
export { shouldShowOpenAccount } from './lib/open-account';
export { createShellState, shellReducer, type FallbackSource, type PageTexts, type ShellAction, type ShellServerInput, type ShellState, type ShellView } from './lib/shell-state';
export {
  ShellProvider,
  useShellActions,
  useShellState,
  usePageTexts,
  type ShellActions,
  type ShellProviderProps,
  type TokenErrorSource,
} from './lib/shell-context';
export { AppButtonLink, AppLink, LinkProvider, type LinkComponent, type LinkComponentProps } from './lib/links';
export { buildLanguageLinks, LANGUAGE_NAMES, type LanguageLink } from './lib/language-links';
export { buildPageHead, pageHeadMeta, type HeadDescriptor, type PageHead, type PageHeadInput } from './lib/page-head';
export { Header, type HeaderProps } from './lib/header/header';
export { Footer, type FooterProps } from './lib/footer/footer';
export { BranchTabs, type BranchTabsProps } from './lib/footer/branch-tabs';
export { LicenceNotice, type LicenceNoticeContent } from './lib/footer/licence-notice';
export { DownloadBanner, downloadTarget, type DownloadBannerProps } from './lib/footer/download-banner';
export { LoginDialog, LOGIN_DIALOG_WIDTH, type LoginDialogProps } from './lib/dialogs/login-dialog';
export { PleaseLoginDialog, type PleaseLoginDialogProps } from './lib/dialogs/please-login-dialog';
export { TokenErrorDialog, type TokenErrorDialogProps } from './lib/dialogs/token-error-dialog';
export { Frame, type FrameProps, type LoginPanelContext } from './lib/frame';

export { theme, media, MOBILE_BREAKPOINT_PX, type Theme } from './lib/theme';
export { GlobalStyle } from './lib/global-style';
export { uiMessages } from './lib/messages';
export { Button, ButtonLink, buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './lib/button';
export { TextLink, linkStyles, inverseLinkStyles } from './lib/link-styles';
export { VisuallyHidden, visuallyHiddenStyles } from './lib/visually-hidden';
export { Modal, MODAL_DEFAULT_WIDTH, type ModalProps } from './lib/modal';
export { LightDialog, type LightDialogProps } from './lib/light-dialog';
export { Toast, ToastProvider, useToast, TOAST_DEFAULT_DURATION_MS, type ToastProps, type ToastTone, type ShowToastOptions } from './lib/toast';
export { ErrorTip, type ErrorTipProps } from './lib/error-tip';
export {
  ProgressBar,
  PROGRESS_AUTO_FINISH_PERCENT,
  PROGRESS_BAR_HEIGHT_PX,
  PROGRESS_DEFAULT_DURATION_MS,
  PROGRESS_FADE_MS,
  PROGRESS_TICK_MS,
  type ProgressBarProps,
} from './lib/progress-bar';
export { Avatar, AVATAR_DEFAULT_SIZE_PX, type AvatarProps } from './lib/avatar';
export { Tabs, type TabItem, type TabsProps } from './lib/tabs';
export { CardGrid } from './lib/card-grid';
export { FormattedDate, type FormattedDateProps } from './lib/formatted-date';
export { PhoneFieldsRow } from './lib/phone-fields-row';
export { Icon, CloseIcon, ChevronDownIcon, MenuIcon, AlertIcon, PhoneIcon, MapPinIcon, type IconProps } from './lib/icons';
export { useFocusTrap, type FocusTrapOptions } from './lib/use-focus-trap';
export { useScrollLock } from './lib/use-scroll-lock';
export { useIsClient } from './lib/use-is-client';
export { tabbableElements } from './lib/focus';
export { deferHydration, preloadDeferredParts, type DeferredComponent } from './lib/deferred-hydration';
export { useSendsHeldUntilHydrated } from './lib/held-sends';
export { useAdoptTypedValues } from './lib/adopt-typed-values';
export {
  AppPhone,
  AppTour,
  appScreenCaptions,
  appScreenSampleName,
  appTourMessages,
  type AppPhoneProps,
  type AppScreenKind,
  type AppScreenProps,
  type AppTourProps,
} from './lib/app-screens';

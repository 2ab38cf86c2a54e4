import { useLingui } from '@lingui/react';
import { appScreenLabels } from './app-screen-messages';
import { AppScreenView, type AppScreenProps } from './app-screen-views';
import { DeviceFrame, type DeviceFrameSize } from './device-frame';

export interface AppPhoneProps extends AppScreenProps {
  /** The phone's outer width: sm 220 px, md 264 px (default), lg 308 px; never wider than its column. */
  size?: DeviceFrameSize;
}

/** `AppPhone`'s code: the screen in its frame, named for screen readers by what the screen shows. */
export function AppPhoneView({ size, ...screen }: AppPhoneProps) {
  const { i18n } = useLingui();
  return (
    <DeviceFrame label={i18n._(appScreenLabels[screen.kind])} size={size}>
      <AppScreenView {...screen} />
    </DeviceFrame>
  );
}

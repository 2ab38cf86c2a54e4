export { DeviceFrame, type DeviceFrameProps, type DeviceFrameSize } from './device-frame';
export { AppScreen, type AppScreenKind, type AppScreenProps } from './app-screen';
export { appScreenLabels, appScreenMessages } from './app-screen-messages';

export { DeviceFrame, type DeviceFrameProps, type DeviceFrameSize } from './device-frame';
export { AppScreen, type AppScreenKind, type AppScreenMarket, type AppScreenProps } from './app-screen';
export { AppTour, type AppTourProps } from './app-tour';
export { appScreenCaptions, appScreenLabels, appScreenSampleName, appTourMessages } from './app-screen-messages';

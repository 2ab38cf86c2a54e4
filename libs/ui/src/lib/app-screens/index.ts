export { AppPhone, type AppPhoneProps, type AppScreenKind, type AppScreenMarket, type AppScreenProps } from './app-phone';
export { AppTour, type AppTourProps } from './app-tour';
export { appScreenCaptions, appScreenSampleName, appTourMessages } from './app-screen-messages';

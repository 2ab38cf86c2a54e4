export {
  beaconSink,
  setAnalyticsSink,
  track,
  trackLinkClicks,
  type AnalyticsEvent,
} from './lib/tracker';

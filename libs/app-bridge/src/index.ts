// The company app's webview bridge (browser only): typed calls with a timeout and a fallback result.
export {
  BRIDGE_ACTIONS,
  DEFAULT_BRIDGE_TIMEOUT_MS,
  hasNativeBridge,
  type BridgeAction,
  type BridgeCallOptions,
  type BridgeFailure,
  type BridgeFailureReason,
  type BridgeResult,
} from './lib/native-bridge';
export { getUserInfo, gotoNativeModule, NATIVE_MODULES, type NativeModule, type NativeUserInfo } from './lib/bridge-actions';

import { BRIDGE_ACTIONS, callNative, type BridgeCallOptions, type BridgeResult } from './native-bridge';
import type { NativeUserInfo } from './native-user-info';

export type { NativeUserInfo } from './native-user-info';

/**
 * `get_user_info`: the app's signed-in user, validated. Outside the app, without an answer in
 * time, after a refusal or with an answer of the wrong shape: a failure saying which. The validator
 * (zod) is fetched only once an app has answered, so pages outside the app never download it.
 */
export const getUserInfo = async (options?: BridgeCallOptions): Promise<BridgeResult<NativeUserInfo>> => {
  const answer = await callNative(BRIDGE_ACTIONS.getUserInfo, {}, options);
  if (!answer.ok) return answer;
  try {
    const { parseNativeUserInfo } = await import('./native-user-info');
    return parseNativeUserInfo(answer.value);
  } catch (error) {
    return { ok: false, reason: 'failed', detail: error };
  }
};

/**
 * The app's own screens for actions a page also offers as web pages: inside the app, opening an
 * account and getting the app go there instead of to the account guide and the download page.
 */
export const NATIVE_MODULES = {
  openAccount: 'open_account',
  download: 'download',
} as const;

export type NativeModule = (typeof NATIVE_MODULES)[keyof typeof NATIVE_MODULES];

/**
 * `goto_native_module`: asks the app to open one of its own screens (`module`, with `params`).
 * Resolves with whatever the app answered once it has, or a failure; a page outside the app
 * gets `no-bridge` and should offer its web link instead.
 */
export const gotoNativeModule = async (module: string, params: Record<string, unknown> = {}, options?: BridgeCallOptions): Promise<BridgeResult<unknown>> => {
  if (module.trim() === '') return { ok: false, reason: 'invalid-request', detail: 'goto_native_module needs a module name' };
  return callNative(BRIDGE_ACTIONS.gotoNativeModule, { module, params }, options);
};

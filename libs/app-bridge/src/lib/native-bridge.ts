/**
 * The JavaScript side of the company app's webview bridge (spec 1, 6): one call sends an action to
 * the native side and waits for one of two one-shot global callbacks it names. Every call settles
 * with a BridgeResult, never throws and never waits longer than its timeout, so a page outside the
 * app, or an app build that ignores an action, just gets the fallback.
 */

/** The actions the apps understand (spec 6). */
export const BRIDGE_ACTIONS = {
  getUserInfo: 'get_user_info',
  gotoNativeModule: 'goto_native_module',
} as const;

export type BridgeAction = (typeof BRIDGE_ACTIONS)[keyof typeof BRIDGE_ACTIONS];

/** Spec 9: the user-info wait is 3000 ms; every bridge call waits as long by default. */
export const DEFAULT_BRIDGE_TIMEOUT_MS = 3000;

/** Why a call gave no answer to use. */
export type BridgeFailureReason =
  /** The page is not in an app webview that injected the bridge. */
  | 'no-bridge'
  /** The native side did not answer within the timeout. */
  | 'timeout'
  /** The native side answered through the failure callback, or refused the call. */
  | 'failed'
  /** The native side answered, but not in the documented shape. */
  | 'malformed'
  /** The call itself was wrong (an empty module name): nothing was sent. */
  | 'invalid-request';

export interface BridgeFailure {
  ok: false;
  reason: BridgeFailureReason;
  /** What the native side or the validation said, for logs; never shown to visitors. */
  detail?: unknown;
}

export type BridgeResult<T> = { ok: true; value: T } | BridgeFailure;

export interface BridgeCallOptions {
  /** How long to wait for the native answer; DEFAULT_BRIDGE_TIMEOUT_MS when left out. */
  timeoutMs?: number;
}

/** What one call sends to the native side. */
interface NativeMessage {
  event: BridgeAction;
  data: Record<string, unknown>;
  /** Names of the global functions the native side calls with its answer. */
  successKey: string;
  failKey: string;
}

/** Android: an object added with `addJavascriptInterface`, which takes strings only. */
interface AndroidBridge {
  handlerAction(event: string, data: string, successKey: string, failKey: string): void;
}

/** iOS: a WKScriptMessageHandler registered under the name JSActionBridge. */
interface IosBridge {
  postMessage(message: NativeMessage): void;
}

type NativeCallback = (answer?: unknown) => void;

/** The globals the apps inject, and the callbacks this module adds for the duration of a call. */
type BridgeWindow = {
  JSActionBridge?: Partial<AndroidBridge>;
  webkit?: { messageHandlers?: { JSActionBridge?: Partial<IosBridge> } };
} & Record<string, unknown>;

const bridgeWindow = (): BridgeWindow => window as unknown as BridgeWindow;

type Send = (message: NativeMessage) => void;

/** The native side the app injected into this page, if any. */
const nativeSide = (): Send | null => {
  if (typeof window === 'undefined') return null;
  const host = bridgeWindow();
  const android = host.JSActionBridge;
  if (android && typeof android.handlerAction === 'function') {
    // Called as a method: Android's interface objects need their receiver.
    return ({ event, data, successKey, failKey }) => android.handlerAction?.(event, JSON.stringify(data), successKey, failKey);
  }
  const ios = host.webkit?.messageHandlers?.JSActionBridge;
  if (ios && typeof ios.postMessage === 'function') return (message) => ios.postMessage?.(message);
  return null;
};

/** Whether this page runs inside an app webview that injected the bridge. */
export const hasNativeBridge = (): boolean => nativeSide() !== null;

let callSequence = 0;

/** Global names that no other call (or script) uses. */
const callbackKeys = (event: BridgeAction) => {
  callSequence += 1;
  const stem = `__appBridge_${event}_${callSequence}_${Math.random().toString(36).slice(2, 10)}`;
  return { successKey: `${stem}_success`, failKey: `${stem}_fail` };
};

/** Android answers with JSON text, iOS with a value; either way the value. Text that is not JSON stays text. */
const decodeAnswer = (answer: unknown): unknown => {
  if (typeof answer !== 'string') return answer;
  try {
    return JSON.parse(answer) as unknown;
  } catch {
    return answer;
  }
};

/**
 * Sends `event` with `data` and resolves with the native side's decoded answer, or a failure. The
 * two callbacks exist only until the first of answer, failure or timeout; a late answer finds
 * nothing to call.
 */
export const callNative = (event: BridgeAction, data: Record<string, unknown>, { timeoutMs = DEFAULT_BRIDGE_TIMEOUT_MS }: BridgeCallOptions = {}): Promise<BridgeResult<unknown>> => {
  const send = nativeSide();
  if (!send) return Promise.resolve({ ok: false, reason: 'no-bridge' });
  const host = bridgeWindow();
  const { successKey, failKey } = callbackKeys(event);

  return new Promise((resolve) => {
    const settle = (result: BridgeResult<unknown>) => {
      clearTimeout(timer);
      delete host[successKey];
      delete host[failKey];
      resolve(result);
    };
    const onSuccess: NativeCallback = (answer) => settle({ ok: true, value: decodeAnswer(answer) });
    const onFailure: NativeCallback = (answer) => settle({ ok: false, reason: 'failed', detail: decodeAnswer(answer) });
    host[successKey] = onSuccess;
    host[failKey] = onFailure;
    const timer = setTimeout(() => settle({ ok: false, reason: 'timeout' }), timeoutMs);
    try {
      send({ event, data, successKey, failKey });
    } catch (error) {
      settle({ ok: false, reason: 'failed', detail: error });
    }
  });
};

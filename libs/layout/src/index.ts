// The shared frame of both sites (header, footer, dialogs, client state). Only what other projects
// use is exported; stories and tests import the rest by path, and test helpers come from `./testing`.
export { createShellState, type ShellState } from './lib/shell-state';
export { ShellProvider, useShellActions, useShellState } from './lib/shell-context';
export { AppButtonLink, AppLink, type LinkComponent } from './lib/links';
export { Frame, type LoginPanelContext } from './lib/frame';
export { clearJumpInfo, readJumpInfo, storeJumpInfo, type JumpInfo } from './lib/jump-info';
export { focusMainHeading, focusWhenShown } from './lib/page-focus';
export { parseDeviceFlags, type DeviceFlags } from './lib/device-flags';

import { gotoNativeModule, NATIVE_MODULES, type BridgeCallOptions, type NativeModule } from '@brokerage/app-bridge';
import { useEffect } from 'react';

/** Paths (district and language prefixed) of the pages the app has screens of its own for. */
export interface NativeLinkPaths {
  /** The open-account target (the account guide). */
  openAccount: string;
  /** The download page; its `-tip/{type}` pages count too. */
  download: string;
}

/** The app screen a link stands for, or null: a same-site link to the open-account or a download page. */
export const nativeModuleOf = (anchor: HTMLAnchorElement, paths: NativeLinkPaths): NativeModule | null => {
  if (anchor.origin !== window.location.origin) return null;
  const path = anchor.pathname.replace(/\/+$/, '');
  if (path === paths.openAccount) return NATIVE_MODULES.openAccount;
  if (path === paths.download || path.startsWith(`${paths.download}-tip/`)) return NATIVE_MODULES.download;
  return null;
};

/** A click that opens the link somewhere else (new tab or window, download) is left to the browser. */
const opensElsewhere = (event: MouseEvent): boolean => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

const assignLocation = (href: string) => window.location.assign(href);

export interface AppNativeLinksProps {
  paths: NativeLinkPaths;
  /** Where a link goes when the app does not open its screen; defaults to a page load. */
  navigate?: (href: string) => void;
  bridge?: BridgeCallOptions;
}

/**
 * Inside the company app: "open account" and "download" (the open-account buttons and in-page links
 * of every page, the download page and its tips) ask the app to open its own screen
 * (`goto_native_module`) instead of navigating. A link the app does not answer for (an app build
 * without the module, no bridge, no answer in time) goes to its web page after all. Renders nothing.
 */
export function AppNativeLinks({ paths, navigate = assignLocation, bridge }: AppNativeLinksProps) {
  const { openAccount, download } = paths;
  useEffect(() => {
    // Capture: ahead of the router's own link handling, which then sees the click as taken.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || opensElsewhere(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const module = nativeModuleOf(anchor, { openAccount, download });
      if (!module) return;
      event.preventDefault();
      const { href } = anchor;
      void gotoNativeModule(module, {}, bridge).then((result) => {
        if (!result.ok) navigate(href);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [openAccount, download, navigate, bridge]);
  return null;
}

/** The panel's code for its first use (panel-on-use.ts): checks, encryption, captchas. */
export type PanelCode = typeof import('./panel-on-use');

let loaded: PanelCode | null = null;
let loading: Promise<PanelCode> | null = null;

/** The panel's code once it has come, else null: a form that has it acts at once, as it did when the code came with the page. */
export const loadedPanelCode = (): PanelCode | null => loaded;

/**
 * Fetches the panel's code, once for every panel of the page; a download that failed (offline) is
 * not remembered, so the next use tries again.
 */
export const loadPanelCode = (): Promise<PanelCode> => {
  loading ??= import('./panel-on-use').then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

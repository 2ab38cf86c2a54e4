import type { ESLint } from 'eslint';

export declare const BROWSER_PACKAGES: string[];
export declare const STORYBOOK_PACKAGES: string[];
export declare const browserWallPlugin: ESLint.Plugin;

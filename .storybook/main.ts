import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One Storybook for every lib: designers review the whole frame without running the sites. */
const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machine's network is closed: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    const { default: tsconfigPaths } = await import('vite-tsconfig-paths');
    return mergeConfig(viteConfig, {
      // Resolves the @brokerage/* aliases of tsconfig.base.json to lib sources.
      plugins: [react(), tsconfigPaths({ root: workspaceRoot, projects: ['tsconfig.base.json'] })],
    });
  },
};

export default config;

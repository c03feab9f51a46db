import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  framework: {
    name: '@storybook/web-components-vite',
    // The project's vite.config.ts builds the library; stories need a plain app build.
    options: { builder: { viteConfigPath: 'stories/vite.config.ts' } },
  },
  core: { disableTelemetry: true },
};

export default config;

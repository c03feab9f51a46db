import { defineConfig } from 'vite';

/** Storybook's Vite configuration: a plain app build (the root vite.config.ts is the library build). */
export default defineConfig({});

import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// TypeScript in <script lang="ts">.
export default { preprocess: vitePreprocess() };

// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  devtools: { enabled: true },
  // The notif- tags are custom elements, not Vue components.
  vue: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('notif-') } },
});

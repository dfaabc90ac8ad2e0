// Modules written at build time (plugins/sections/index.ts) that the sections' browser half
// imports; production builds only.
declare module '@@/site-sections/nav' {
  export const navByEdition: Record<string, unknown[]>;
}
declare module '@@/site-sections/settings' {
  export const sectionSettings: import('./section-key').SectionRules & { base: string };
}

// A module written at build time (plugins/sections/index.ts) that the sections' browser half
// imports; production builds only.
declare module '@@/site-sections/nav' {
  export const navByEdition: Record<string, unknown[]>;
}

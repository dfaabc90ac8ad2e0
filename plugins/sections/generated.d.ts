// Modules written at build time (plugins/sections/index.ts), or by umi and dumi, that the sections'
// browser half imports; production builds only.
declare module '@@/site-sections/nav' {
  export const navByLocale: Record<string, unknown[]>;
}
declare module '@umijs/renderer-react/dist/routes' {
  export function createClientRoutes(opts: {
    routesById: Record<string, unknown>;
    routeComponents: Record<string, unknown>;
    parentId?: string;
    loadingComponent?: unknown;
    useStream?: boolean;
  }): unknown[];
}

// The types of a private module of umi that plugins/sections/browser/registry.ts imports (no types of its
// own for this path).
declare module '@umijs/renderer-react/dist/routes' {
  export function createClientRoutes(opts: {
    routesById: Record<string, unknown>;
    routeComponents: Record<string, unknown>;
    parentId?: string;
    loadingComponent?: unknown;
    useStream?: boolean;
  }): unknown[];
}

// Vue Router 4 (`vue-router`): the router's after-navigation hook that the Web pages' route tracking uses.
declare module 'vue-router' {
  export interface RouteLocationNormalized {
    readonly fullPath: string;
    readonly path: string;
  }
  export interface NavigationFailure extends Error {}
  export interface Router {
    afterEach(
      guard: (to: RouteLocationNormalized, from: RouteLocationNormalized, failure?: NavigationFailure | void) => unknown,
    ): () => void;
  }
  export interface RouterOptions {
    history: RouterHistory;
    routes: readonly unknown[];
  }
  export interface RouterHistory {}
  export function createRouter(options: RouterOptions): Router;
  export function createWebHistory(base?: string): RouterHistory;
}

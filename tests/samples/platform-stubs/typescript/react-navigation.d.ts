// The parts of React Navigation 7 (@react-navigation/native) the samples use.
declare module '@react-navigation/native' {
  import type {ReactNode, ReactElement} from 'react';

  export interface LinkingOptions<ParamList extends object> {
    prefixes: string[];
    enabled?: boolean;
    config?: {screens: {[Screen in keyof ParamList]?: string}};
    getInitialURL?: () => Promise<string | null | undefined> | string | null | undefined;
    subscribe?: (listener: (url: string) => void) => undefined | void | (() => void);
  }
  export function NavigationContainer<ParamList extends object>(props: {
    linking?: LinkingOptions<ParamList>;
    onReady?: () => void;
    children: ReactNode;
  }): ReactElement;
  /** Navigates to a path as if a link with that path had opened the app, without going through the URL opener. */
  export function useLinkTo(): (path: string) => void;
}

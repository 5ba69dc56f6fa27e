// The parts of React Native the samples use, with the signatures of React Native 0.76+.
declare module 'react-native' {
  import type {ComponentType} from 'react';

  export const Platform: {OS: 'ios' | 'android' | 'windows' | 'macos' | 'web'; Version: number | string};

  export interface EmitterSubscription {
    remove(): void;
  }

  export const Linking: {
    getInitialURL(): Promise<string | null>;
    addEventListener(type: 'url', handler: (event: {url: string}) => void): EmitterSubscription;
    openURL(url: string): Promise<void>;
    canOpenURL(url: string): Promise<boolean>;
  };

  export const AppRegistry: {
    registerComponent(appKey: string, getComponent: () => ComponentType<any>): string;
  };

  export type AppStateStatus = 'active' | 'background' | 'inactive' | 'unknown' | 'extension';
  export const AppState: {
    currentState: AppStateStatus;
    addEventListener(type: 'change', handler: (state: AppStateStatus) => void): EmitterSubscription;
  };
}

// React Native defines these globals in every app.
declare const __DEV__: boolean;
// Metro inlines `process.env.*` at build time.
declare var process: {env: Record<string, string | undefined>};

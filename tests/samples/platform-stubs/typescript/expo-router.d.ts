// The parts of Expo Router (Expo SDK 53+) and expo-constants the samples use.
declare module 'expo-router' {
  import type {ReactElement} from 'react';

  export const router: {
    push(href: string): void;
    replace(href: string): void;
    navigate(href: string): void;
  };
  export function Stack(props: {screenOptions?: object}): ReactElement;
  export function useRootNavigationState(): {key?: string} | undefined;
}

// Expo Router's own entry file, imported by a custom entry point for its side effect (it registers the root).
declare module 'expo-router/entry' {}

declare module 'expo-constants' {
  const Constants: {
    expoConfig: {extra?: {[key: string]: unknown}} | null;
  };
  export default Constants;
}

// The modular API of @react-native-firebase/messaging (v22+) that the samples use.
declare module '@react-native-firebase/messaging' {
  export interface Messaging {
    readonly app: unknown;
  }
  export function getMessaging(): Messaging;
  export function getToken(messaging: Messaging): Promise<string>;
  export function getAPNSToken(messaging: Messaging): Promise<string | null>;
  export function onTokenRefresh(messaging: Messaging, listener: (token: string) => void): () => void;
}

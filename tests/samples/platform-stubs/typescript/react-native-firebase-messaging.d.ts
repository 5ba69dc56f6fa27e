// The modular API of @react-native-firebase/messaging (v22+) that the samples use.
declare module '@react-native-firebase/messaging' {
  export interface Messaging {
    readonly app: unknown;
  }
  export function getMessaging(): Messaging;
  export function getToken(messaging: Messaging): Promise<string>;
  export function getAPNSToken(messaging: Messaging): Promise<string | null>;
  export function onTokenRefresh(messaging: Messaging, listener: (token: string) => void): () => void;

  export interface RemoteMessage {
    messageId?: string;
    data?: {[key: string]: string | object};
  }
  export function onMessage(messaging: Messaging, listener: (message: RemoteMessage) => Promise<void> | void): () => void;
  export function setBackgroundMessageHandler(messaging: Messaging, handler: (message: RemoteMessage) => Promise<void>): void;
}

// The parts of react-native-google-mobile-ads (invertase, 15+) the samples use. The paid event's `value` is in
// currency units: the native module multiplies AdMob's micros by 1e-6 before it reaches JavaScript.
declare module 'react-native-google-mobile-ads' {
  export enum RevenuePrecisions {
    UNKNOWN = 0,
    ESTIMATED = 1,
    PUBLISHER_PROVIDED = 2,
    PRECISE = 3,
  }
  export interface PaidEvent {
    currency: string;
    precision: RevenuePrecisions;
    value: number;
  }
  export enum AdEventType {
    LOADED = 'loaded',
    ERROR = 'error',
    OPENED = 'opened',
    CLICKED = 'clicked',
    CLOSED = 'closed',
    PAID = 'paid',
  }
  interface FullScreenAd {
    readonly adUnitId: string;
    load(): void;
    show(): Promise<void>;
    addAdEventListener(type: AdEventType.PAID, listener: (event: PaidEvent) => void): () => void;
    addAdEventListener(type: AdEventType, listener: (payload?: unknown) => void): () => void;
  }
  export class InterstitialAd implements FullScreenAd {
    static createForAdRequest(adUnitId: string, requestOptions?: object): InterstitialAd;
    readonly adUnitId: string;
    load(): void;
    show(): Promise<void>;
    addAdEventListener(type: AdEventType.PAID, listener: (event: PaidEvent) => void): () => void;
    addAdEventListener(type: AdEventType, listener: (payload?: unknown) => void): () => void;
  }
}

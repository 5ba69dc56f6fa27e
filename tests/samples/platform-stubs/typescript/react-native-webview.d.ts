// The parts of react-native-webview the samples use.
declare module 'react-native-webview' {
  import type {Component} from 'react';

  export interface WebViewMessageEvent {
    nativeEvent: {data: string; url: string};
  }
  export interface WebViewProps {
    source: {uri: string};
    originWhitelist?: string[];
    onMessage?: (event: WebViewMessageEvent) => void;
    injectedJavaScriptBeforeContentLoaded?: string;
    ref?: unknown;
  }
  export class WebView extends Component<WebViewProps> {
    injectJavaScript(script: string): void;
    postMessage(message: string): void;
  }
}

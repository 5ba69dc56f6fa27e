// The parts of Expo's config and config-plugins APIs (Expo SDK 52+) the samples use.
declare module 'expo/config' {
  export interface ExpoConfig {
    name: string;
    slug: string;
    [key: string]: unknown;
  }
  export interface ConfigContext {
    projectRoot: string;
    config: Partial<ExpoConfig>;
  }
}

declare module 'expo/config-plugins' {
  import type {ExpoConfig} from 'expo/config';

  interface ManifestElement {
    $: {[attribute: string]: string};
  }
  export interface AndroidManifest {
    manifest: {
      $: {[attribute: string]: string};
      queries?: {package?: ManifestElement[]; intent?: unknown[]}[];
      application?: ManifestApplication[];
    };
  }
  export interface ManifestApplication extends ManifestElement {
    'meta-data'?: ManifestElement[];
  }
  export type InfoPlist = {[key: string]: unknown};
  export interface ExportedConfigWithProps<T> extends ExpoConfig {
    modResults: T;
  }
  export type Mod<T> = (config: ExportedConfigWithProps<T>) => ExportedConfigWithProps<T> | Promise<ExportedConfigWithProps<T>>;

  export function withAndroidManifest(config: ExpoConfig, action: Mod<AndroidManifest>): ExpoConfig;
  export function withInfoPlist(config: ExpoConfig, action: Mod<InfoPlist>): ExpoConfig;

  export namespace AndroidConfig.Manifest {
    function getMainApplicationOrThrow(manifest: AndroidManifest): ManifestApplication;
    function addMetaDataItemToMainApplication(application: ManifestApplication, name: string, value: string): ManifestApplication;
  }
}

/**
 * Synced code tabs. Every `<CodeTabs group="…">` on every page uses one of these groups, so a reader who picks
 * Java once sees Java on every Android page, and the choice travels in shared links through the query string.
 */
export interface TabValue {
  value: string;
  label: string;
}

export interface TabGroup {
  /** Docusaurus `groupId`: also the storage key suffix and the query-string parameter. */
  groupId: string;
  values: readonly TabValue[];
}

export const tabGroups = {
  android: {
    groupId: 'android-language',
    values: [
      {value: 'kotlin', label: 'Kotlin'},
      {value: 'java', label: 'Java'},
    ],
  },
  ios: {
    groupId: 'ios-language',
    values: [
      {value: 'swift', label: 'Swift'},
      {value: 'objc', label: 'Objective-C'},
    ],
  },
  iosApp: {
    groupId: 'ios-app-lifecycle',
    values: [
      {value: 'swiftui', label: 'SwiftUI'},
      {value: 'uikit', label: 'UIKit (Swift)'},
      {value: 'objc', label: 'UIKit (Objective-C)'},
    ],
  },
  iosPackageManager: {
    groupId: 'ios-package-manager',
    values: [
      {value: 'spm', label: 'Swift Package Manager'},
      {value: 'cocoapods', label: 'CocoaPods'},
    ],
  },
  gradle: {
    groupId: 'gradle-dsl',
    values: [
      {value: 'kotlin-dsl', label: 'Kotlin DSL'},
      {value: 'groovy', label: 'Groovy'},
    ],
  },
  js: {
    groupId: 'js-language',
    values: [
      {value: 'ts', label: 'TypeScript'},
      {value: 'js', label: 'JavaScript'},
    ],
  },
  jsPackageManager: {
    groupId: 'js-package-manager',
    values: [
      {value: 'npm', label: 'npm'},
      {value: 'yarn', label: 'Yarn'},
      {value: 'pnpm', label: 'pnpm'},
    ],
  },
  webInstall: {
    groupId: 'web-install',
    values: [
      {value: 'npm', label: 'npm package'},
      {value: 'script', label: 'Script tag'},
    ],
  },
  unityInstall: {
    groupId: 'unity-install',
    values: [
      {value: 'upm', label: 'Package Manager (git URL)'},
      {value: 'unitypackage', label: '.unitypackage'},
    ],
  },
} as const satisfies Record<string, TabGroup>;

export type TabGroupName = keyof typeof tabGroups;

export function isTabGroupName(name: string): name is TabGroupName {
  return Object.hasOwn(tabGroups, name);
}

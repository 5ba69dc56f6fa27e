/** Facts of Unity: editor versions, renamed menus and Android and iOS build defaults. */
import type {FactTable} from './types';

export const unityFacts = {
  'unity.buildProfilesMenu': {
    statement: 'From Unity 6 the window that builds players is called Build Profiles (it was Build Settings), opened from the File menu.',
    value: 'File > Build Profiles',
    source: {title: 'Unity Manual, Create a build from the Editor (build profiles)', url: 'https://docs.unity.com/en-us/engine/6000.7/manual/building-and-publishing/build-settings'},
    checked: '2026-11-27',
    // The Unity 2022-era menu path.
    typedForms: [/\bFile\s*>\s*Build Settings\b/i],
  },
  'unity.gameActivityDefault': {
    statement: 'GameActivity is the default Android application entry point of new Unity 6 projects; Activity remains available for older projects and Java-thread plug-ins.',
    value: 'GameActivity',
    source: {title: 'Unity Manual, The GameActivity application entry point', url: 'https://docs.unity.com/en-us/engine/6000.0/manual/platform-specific/android/developing/application-entries/game-activity'},
    checked: '2026-11-27',
  },
  'unity.api36ListedFrom': {
    statement: 'Current patch releases of the Unity 6.0 editor and later list Android API level 36 (AndroidSdkVersions.AndroidApiLevel36) among the target API levels of the Player settings; Unity adds new API levels in patch releases, so older streams such as 2021.3 list it too.',
    value: 'Unity 6.0',
    source: {title: 'Unity Scripting API 6000.0, AndroidSdkVersions.AndroidApiLevel36', url: 'https://docs.unity.com/en-us/engine/6000.0/script-reference/unityeditor/androidsdkversions/androidapilevel36'},
    checked: '2026-11-27',
  },
} as const satisfies FactTable;

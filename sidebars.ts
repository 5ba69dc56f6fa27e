import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One entry of a sidebar, as the docs plugin accepts it. */
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * The one docs sidebar. Order follows an integration: set up, test, track events, then features.
 * `ios/additional_features/background_tracking` is deliberately absent: the spec keeps it reachable by URL only. Its
 * `displayed_sidebar: docs` front matter still shows this sidebar on it (no entry current), so a reader who lands
 * there from a search engine keeps the navigation.
 */
function category(label: string, items: SidebarItemConfig[], index?: string): SidebarItemConfig {
  return {
    type: 'category' as const,
    label,
    collapsed: true,
    ...(index ? {link: {type: 'doc' as const, id: index}} : {}),
    items,
  };
}

const docs = (folder: string, names: string[]) => names.map((name) => `${folder}/${name}`);

const integration = (platform: string) =>
  category('Integration', docs(`${platform}/integration`, ['home', 'test']), `${platform}/integration/index`);

const wrapperPlatform = (platform: string, label: string) =>
  category(label, [
    `${platform}/home`,
    integration(platform),
    ...docs(platform, ['event', 'deeplink', 'additional_features', 'uninstall']),
  ]);

const sidebars: SidebarsConfig = {
  docs: [
    'intro',
    category('Android', [
      'android/home',
      integration('android'),
      'android/event',
      category(
        'Additional features',
        docs('android/additional_features', [
          'home', 'callbacks', 'user_attribution', 'event_buffering', 'offline', 'background_tracking',
          'disable', 'device_ids', 'coppa', 'kids', 'preinstall', 'sdk_signature',
        ]),
      ),
      category('Deep links', docs('android/deeplink', ['home', 'direct_deeplink', 'deferred_deeplink', 'reattribution'])),
      category('Uninstall tracking', docs('android/uninstall', ['home', 'examples', 'test']), 'android/uninstall/index'),
      category(
        'Special cases',
        docs('android/special_cases', ['home', 'huawei', 'multi_process_app', 'multiple_receiver', 'native_code']),
      ),
    ]),
    category('iOS', [
      'ios/home',
      integration('ios'),
      'ios/event',
      'ios/deeplink',
      category(
        'Additional features',
        docs('ios/additional_features', [
          'home', 'transparency', 'callbacks', 'user_attribution', 'event_buffering', 'offline', 'disable',
          'device_ids', 'coppa', 'preinstall', 'sdk_signature',
        ]),
      ),
    ]),
    category('Web', ['web/home', integration('web'), 'web/event', 'web/additional_features']),
    wrapperPlatform('flutter', 'Flutter'),
    wrapperPlatform('reactnative', 'React Native'),
    wrapperPlatform('unity', 'Unity'),
    category(
      'FAQ',
      docs('faq', ['home', 'android', 'ios', 'flutter', 'web', 'webbridge', 'integration_troubleshooting']),
    ),
  ],
};

export default sidebars;

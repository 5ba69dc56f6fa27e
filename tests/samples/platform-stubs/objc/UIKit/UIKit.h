// UIKit as the samples use it (iOS 15 SDK): the app and scene delegates, view controllers and two controls.
#pragma once
#import <Foundation/Foundation.h>

#define IBAction void
#define IBOutlet

NS_ASSUME_NONNULL_BEGIN

typedef double CGFloat;
typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;

@class UIApplication, UIScene, UIWindow, UIWindowScene, UISceneSession, UISceneConnectionOptions, UIOpenURLContext;

@interface UIResponder : NSObject
@end

@interface UIView : UIResponder
- (instancetype)initWithFrame:(CGRect)frame;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic, getter=isHidden) BOOL hidden;
- (void)addSubview:(UIView *)view;
@end

@interface UIWindow : UIView
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene;
@property (nullable, nonatomic, strong) id rootViewController;
- (void)makeKeyAndVisible;
@end

@interface UIViewController : UIResponder
@property (null_resettable, nonatomic, strong) UIView *view;
- (void)viewDidLoad;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)presentViewController:(UIViewController *)viewControllerToPresent
                     animated:(BOOL)flag
                   completion:(void (^ _Nullable)(void))completion;
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^ _Nullable)(void))completion;
@end

@interface UIControl : UIView
@property (nonatomic, getter=isEnabled) BOOL enabled;
@end

@interface UIButton : UIControl
@end

@interface UISwitch : UIControl
@property (nonatomic, getter=isOn) BOOL on;
- (void)setOn:(BOOL)on animated:(BOOL)animated;
@end

typedef NS_ENUM(NSUInteger, UIBackgroundFetchResult) {
    UIBackgroundFetchResultNewData,
    UIBackgroundFetchResultNoData,
    UIBackgroundFetchResultFailed
};

typedef NSString *UIApplicationOpenURLOptionsKey NS_TYPED_EXTENSIBLE_ENUM;
typedef NSString *UIApplicationLaunchOptionsKey NS_TYPED_EXTENSIBLE_ENUM;

@protocol UIUserActivityRestoring <NSObject>
@end

@protocol UIApplicationDelegate <NSObject>
@optional
@property (nullable, nonatomic, strong) UIWindow *window;
- (BOOL)application:(UIApplication *)application
    didFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;
- (BOOL)application:(UIApplication *)app
            openURL:(NSURL *)url
            options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options;
- (BOOL)application:(UIApplication *)application
    continueUserActivity:(NSUserActivity *)userActivity
      restorationHandler:(void (^)(NSArray<id<UIUserActivityRestoring>> * _Nullable restorableObjects))restorationHandler;
- (void)application:(UIApplication *)application
    didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken;
- (void)application:(UIApplication *)application didFailToRegisterForRemoteNotificationsWithError:(NSError *)error;
- (void)application:(UIApplication *)application
    didReceiveRemoteNotification:(NSDictionary *)userInfo
          fetchCompletionHandler:(void (^)(UIBackgroundFetchResult result))completionHandler;
- (void)applicationDidBecomeActive:(UIApplication *)application;
@end

@interface UIApplication : UIResponder
@property (class, nonatomic, readonly) UIApplication *sharedApplication;
@property (nullable, nonatomic, readonly) id<UIApplicationDelegate> delegate;
- (void)registerForRemoteNotifications;
- (void)openURL:(NSURL *)url
          options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options
completionHandler:(void (^ _Nullable)(BOOL success))completion;
@end

@interface UIOpenURLContext : NSObject
@property (nonatomic, readonly, copy) NSURL *URL;
@end

@interface UISceneConnectionOptions : NSObject
@property (nonatomic, readonly, copy) NSSet<UIOpenURLContext *> *URLContexts;
@property (nonatomic, readonly, copy) NSSet<NSUserActivity *> *userActivities;
@end

@interface UISceneSession : NSObject
@end

@protocol UISceneDelegate <NSObject>
@optional
- (void)scene:(UIScene *)scene
    willConnectToSession:(UISceneSession *)session
                 options:(UISceneConnectionOptions *)connectionOptions;
- (void)sceneDidBecomeActive:(UIScene *)scene;
- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts;
- (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity;
@end

@protocol UIWindowSceneDelegate <UISceneDelegate>
@optional
@property (nullable, nonatomic, strong) UIWindow *window;
@end

@interface UIScene : UIResponder
@property (nullable, nonatomic, strong) id<UISceneDelegate> delegate;
@end

@interface UIWindowScene : UIScene
@end

NS_ASSUME_NONNULL_END

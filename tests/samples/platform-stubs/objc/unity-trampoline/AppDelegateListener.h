// Unity's iOS app controller (the Xcode project Unity generates): the listener of app delegate events that native
// plugins register. Plugin files get Foundation and UIKit from the project's prefix header; this stub imports them.
#pragma once
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@protocol LifeCycleListener <NSObject>
@optional
- (void)didFinishLaunching:(NSNotification *)notification;
- (void)didBecomeActive:(NSNotification *)notification;
@end

@protocol AppDelegateListener <LifeCycleListener>
@optional
- (void)onOpenURL:(NSNotification *)notification;
- (void)didRegisterForRemoteNotificationsWithDeviceToken:(NSNotification *)notification;
- (void)didFailToRegisterForRemoteNotificationsWithError:(NSNotification *)notification;
- (void)didReceiveRemoteNotification:(NSNotification *)notification;
@end

void UnityRegisterAppDelegateListener(id<AppDelegateListener> obj);
void UnityUnregisterAppDelegateListener(id<AppDelegateListener> obj);

// WebKit's web view and the script message handler a page's JavaScript posts to.
#pragma once
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@class WKUserContentController, WKScriptMessage;

@interface WKSecurityOrigin : NSObject
@property (nonatomic, readonly, copy) NSString *protocol;
@property (nonatomic, readonly, copy) NSString *host;
@property (nonatomic, readonly) NSInteger port;
@end

@interface WKFrameInfo : NSObject <NSCopying>
@property (nonatomic, readonly, getter=isMainFrame) BOOL mainFrame;
@property (nonatomic, readonly) WKSecurityOrigin *securityOrigin;
@end

@protocol WKScriptMessageHandler <NSObject>
@required
- (void)userContentController:(WKUserContentController *)userContentController
      didReceiveScriptMessage:(WKScriptMessage *)message;
@end

@interface WKScriptMessage : NSObject
@property (nonatomic, readonly, copy) id body;
@property (nonatomic, readonly, copy) NSString *name;
@property (nonatomic, readonly, copy) WKFrameInfo *frameInfo;
@end

@interface WKUserContentController : NSObject
- (void)addScriptMessageHandler:(id<WKScriptMessageHandler>)scriptMessageHandler name:(NSString *)name;
- (void)removeScriptMessageHandlerForName:(NSString *)name;
@end

@interface WKWebViewConfiguration : NSObject <NSCopying>
@property (nonatomic, strong) WKUserContentController *userContentController;
@end

@interface WKWebView : UIView
- (instancetype)initWithFrame:(CGRect)frame configuration:(WKWebViewConfiguration *)configuration;
- (nullable id)loadRequest:(NSURLRequest *)request;
@end

NS_ASSUME_NONNULL_END

// The script message handler of the page's AppBridgeHandler.m.
#import <WebKit/WebKit.h>

@interface AppBridgeHandler : NSObject <WKScriptMessageHandler>
@end

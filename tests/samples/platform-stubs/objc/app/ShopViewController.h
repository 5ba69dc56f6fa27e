// The screen with the shop's web view; it keeps its bridge handler in a strong property.
#import <UIKit/UIKit.h>
#import "AppBridgeHandler.h"

@interface ShopViewController : UIViewController
@property (nonatomic, strong) AppBridgeHandler *bridgeHandler;
@end

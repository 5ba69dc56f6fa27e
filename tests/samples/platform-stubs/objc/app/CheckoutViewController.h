// The app's checkout screen.
#import <UIKit/UIKit.h>
#import "Order.h"

@interface CheckoutViewController : UIViewController
- (void)didPlaceOrder:(Order *)order;
@end

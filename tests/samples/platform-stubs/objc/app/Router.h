// The app's navigation: opens the screen a URL names.
#import <UIKit/UIKit.h>

@interface Router : NSObject
+ (instancetype)shared;
- (void)open:(NSURL *)url; // Swift: Router.shared.open(url)
@end

// The app's navigation: opens the screen a URL names.
#import <UIKit/UIKit.h>

@interface Router : NSObject
+ (instancetype)shared;
- (void)openURL:(NSURL *)url;
@end

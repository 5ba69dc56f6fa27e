// The app's own handling of background notifications.
#import <UIKit/UIKit.h>

@interface BackgroundSync : NSObject
+ (instancetype)shared;
- (void)handle:(NSDictionary *)userInfo completion:(void (^)(UIBackgroundFetchResult result))completion;
@end

// Where the app keeps a deep link until onboarding ends.
#import <Foundation/Foundation.h>

@interface PendingDeeplink : NSObject
+ (instancetype)shared;
- (void)store:(NSURL *)url;
@end

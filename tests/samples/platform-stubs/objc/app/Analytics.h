// The app's own analytics.
#import <Foundation/Foundation.h>

@interface Analytics : NSObject
+ (instancetype)shared;
- (void)recordCampaign:(NSString *)campaign network:(NSString *)network;
@end

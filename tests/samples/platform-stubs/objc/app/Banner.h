// The app's promotional banner.
#import <UIKit/UIKit.h>

@interface Banner : NSObject
+ (instancetype)shared;
- (void)showForCampaign:(NSString *)campaign;
@end

// The app's onboarding flow.
#import <Foundation/Foundation.h>

@interface Onboarding : NSObject
+ (instancetype)shared;
+ (BOOL)isComplete;
- (void)personaliseForCampaign:(NSString *)campaign creative:(NSString *)creative;
@end

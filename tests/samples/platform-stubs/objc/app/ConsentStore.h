// The app's consent tool (a consent management platform, or the app's own screen).
#import <Foundation/Foundation.h>

@interface ConsentStore : NSObject
+ (instancetype)shared;
@property (nonatomic, readonly) BOOL hasDecision;
@property (nonatomic, readonly) BOOL measurementGranted;
@end

// The decision the app's consent tool hands over.
#import <Foundation/Foundation.h>

@interface ConsentDecision : NSObject
@property (nonatomic, readonly) BOOL inEea;
@property (nonatomic, readonly) BOOL adPersonalization;
@property (nonatomic, readonly) BOOL adUserData;
@property (nonatomic, readonly) BOOL measurement;
@end

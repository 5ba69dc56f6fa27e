// The app's signed-in user.
#import <Foundation/Foundation.h>

@interface User : NSObject
@property (nonatomic, readonly, copy) NSString *identifier;
@property (nonatomic, readonly, copy) NSString *plan;
@end

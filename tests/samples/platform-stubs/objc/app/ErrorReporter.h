// The app's crash and error reporting.
#import <Foundation/Foundation.h>

@interface ErrorReporter : NSObject
+ (instancetype)shared;
- (void)record:(NSString *)message;
@end

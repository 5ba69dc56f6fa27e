// The app's account back end.
#import <Foundation/Foundation.h>

@interface AccountService : NSObject
+ (instancetype)shared;
- (void)requestDeletion;
@end

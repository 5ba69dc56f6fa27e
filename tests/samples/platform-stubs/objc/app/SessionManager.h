// The app's sign-in session.
#import <Foundation/Foundation.h>
#import "User.h"

@interface SessionManager : NSObject
- (void)didSignIn:(User *)user;
- (void)didSignOut;
@end

// The functions of the reference integration's AttrioSetup.m.
#import <Foundation/Foundation.h>

@interface AttrioSetup : NSObject
@end

void StartAttrio(void);
void ConsentDidChange(BOOL granted);

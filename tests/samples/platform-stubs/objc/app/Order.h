// The app's order model.
#import <Foundation/Foundation.h>

@interface Order : NSObject
@property (nonatomic, readonly, copy) NSString *identifier;
@property (nonatomic, readonly) double total;
@property (nonatomic, readonly, copy) NSString *currencyCode;
@end

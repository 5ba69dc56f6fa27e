// What the app's support screen shows.
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN
@interface SupportInfo : NSObject
+ (instancetype)current;
@property (nonatomic, copy, nullable) NSString *installId;
@property (nonatomic, copy, nullable) NSString *idfv;
@property (nonatomic, copy, nullable) NSString *idfa;
@end
NS_ASSUME_NONNULL_END

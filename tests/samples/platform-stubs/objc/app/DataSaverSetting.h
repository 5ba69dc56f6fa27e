// The app's data-saver setting.
#import <Foundation/Foundation.h>

@interface DataSaverSetting : NSObject
+ (instancetype)shared;
@property (nonatomic) BOOL isOn;
@end

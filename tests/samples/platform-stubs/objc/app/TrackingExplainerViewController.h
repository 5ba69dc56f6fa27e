// The screen the app shows before the App Tracking Transparency prompt.
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN
@interface TrackingExplainerViewController : UIViewController
+ (BOOL)isNeeded;
@property (nonatomic, copy, nullable) void (^onFinish)(void);
- (IBAction)continueTapped:(UIButton *)sender;
@end
NS_ASSUME_NONNULL_END

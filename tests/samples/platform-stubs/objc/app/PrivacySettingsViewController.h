// The app's privacy settings screen, with its switch connected in the storyboard.
#import <UIKit/UIKit.h>

@interface PrivacySettingsViewController : UIViewController
@property (weak, nonatomic) IBOutlet UISwitch *measurementSwitch;
- (IBAction)measurementSwitchChanged:(UISwitch *)sender;
@end

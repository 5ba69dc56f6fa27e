// The app's store: the StoreKit transaction observer, with the products it loaded.
#import <StoreKit/StoreKit.h>

NS_ASSUME_NONNULL_BEGIN
@interface Store : NSObject <SKPaymentTransactionObserver>
@property (nonatomic, copy) NSDictionary<NSString *, SKProduct *> *productsByIdentifier;
@end
NS_ASSUME_NONNULL_END

// AppLovin MAX: the ad a revenue callback describes, and the delegate that receives it.
#pragma once
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface MAAd : NSObject
@property (nonatomic, copy, readonly) NSString *adUnitIdentifier;
@property (nonatomic, copy, readonly) NSString *networkName;
@property (nonatomic, copy, readonly, nullable) NSString *placement;
@property (nonatomic, assign, readonly) double revenue;
@property (nonatomic, copy, readonly) NSString *revenuePrecision;
@end

@protocol MAAdRevenueDelegate <NSObject>
- (void)didPayRevenueForAd:(MAAd *)ad;
@end

NS_ASSUME_NONNULL_END

// Unity LevelPlay (the IronSource framework): impression data and its delegate.
#pragma once
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface LPMImpressionData : NSObject
@property (nonatomic, copy, readonly, nullable) NSString *auctionId;
@property (nonatomic, copy, readonly, nullable) NSString *mediationAdUnitName;
@property (nonatomic, copy, readonly, nullable) NSString *mediationAdUnitId;
@property (nonatomic, copy, readonly, nullable) NSString *adFormat;
@property (nonatomic, copy, readonly, nullable) NSString *placement;
@property (nonatomic, copy, readonly, nullable) NSString *adNetwork;
@property (nonatomic, copy, readonly, nullable) NSString *instanceName;
@property (nonatomic, strong, readonly, nullable) NSNumber *revenue;
@property (nonatomic, copy, readonly, nullable) NSString *precision;
@end

@protocol LPMImpressionDataDelegate <NSObject>
- (void)impressionDataDidSucceed:(LPMImpressionData *)impressionData;
@end

@interface LevelPlay : NSObject
+ (void)addImpressionDataDelegate:(id<LPMImpressionDataDelegate>)delegate;
@end

NS_ASSUME_NONNULL_END

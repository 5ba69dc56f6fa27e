// Google Mobile Ads: the paid event of an ad and the value it reports.
#pragma once
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, GADAdValuePrecision) {
    GADAdValuePrecisionUnknown = 0,
    GADAdValuePrecisionEstimated = 1,
    GADAdValuePrecisionPublisherProvided = 2,
    GADAdValuePrecisionPrecise = 3,
};

@interface GADAdValue : NSObject <NSCopying>
@property (nonatomic, readonly) GADAdValuePrecision precision;
@property (nonatomic, readonly, nonnull) NSDecimalNumber *value;
@property (nonatomic, readonly, nonnull) NSString *currencyCode;
@end

typedef void (^GADPaidEventHandler)(GADAdValue *_Nonnull value);

@interface GADAdNetworkResponseInfo : NSObject
@property (nonatomic, readonly, nonnull) NSString *adSourceName;
@property (nonatomic, readonly, nonnull) NSString *adSourceID;
@end

@interface GADResponseInfo : NSObject
@property (nonatomic, readonly, nullable) GADAdNetworkResponseInfo *loadedAdNetworkResponseInfo;
@end

@interface GADBannerView : UIView
@property (nonatomic, copy, nullable) NSString *adUnitID;
@property (nonatomic, nullable, copy) GADPaidEventHandler paidEventHandler;
@property (nonatomic, readonly, nullable) GADResponseInfo *responseInfo;
@end

NS_ASSUME_NONNULL_END

// StoreKit's original (Objective-C) in-app purchase API: the payment queue, its transactions and products.
#pragma once
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class SKPaymentQueue;

@interface SKProduct : NSObject
@property (nonatomic, readonly) NSString *productIdentifier;
@property (nonatomic, readonly) NSDecimalNumber *price;
@property (nonatomic, readonly) NSLocale *priceLocale;
@end

@interface SKPayment : NSObject
@property (nonatomic, copy, readonly) NSString *productIdentifier;
@end

typedef NS_ENUM(NSInteger, SKPaymentTransactionState) {
    SKPaymentTransactionStatePurchasing,
    SKPaymentTransactionStatePurchased,
    SKPaymentTransactionStateFailed,
    SKPaymentTransactionStateRestored,
    SKPaymentTransactionStateDeferred,
};

@interface SKPaymentTransaction : NSObject
@property (nonatomic, readonly, nullable) NSError *error;
@property (nonatomic, readonly) SKPayment *payment;
@property (nonatomic, readonly) SKPaymentTransactionState transactionState;
@property (nonatomic, readonly, nullable) NSString *transactionIdentifier;
@end

@protocol SKPaymentTransactionObserver <NSObject>
@required
- (void)paymentQueue:(SKPaymentQueue *)queue updatedTransactions:(NSArray<SKPaymentTransaction *> *)transactions;
@end

@interface SKPaymentQueue : NSObject
+ (instancetype)defaultQueue;
- (void)addTransactionObserver:(id<SKPaymentTransactionObserver>)observer;
- (void)finishTransaction:(SKPaymentTransaction *)transaction;
@end

NS_ASSUME_NONNULL_END

// Foundation as the samples use it (iOS 15 SDK): declarations only, with Apple's signatures and nullability.
#pragma once


typedef _Bool BOOL;
#define YES __objc_yes
#define NO __objc_no
#define nil ((void *)0)
#define Nil ((void *)0)
#ifndef NULL
#define NULL ((void *)0)
#endif

typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double NSTimeInterval;
#define NSNotFound ((NSInteger)0x7fffffffffffffffL)

#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_TYPED_EXTENSIBLE_ENUM
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#define NS_SWIFT_NAME(_name)
#define NS_REFINED_FOR_SWIFT
#define API_AVAILABLE(...)
#define FOUNDATION_EXPORT extern

NS_ASSUME_NONNULL_BEGIN

@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSData, NSURL, NSError, NSLocale;

typedef struct _NSRange {
    NSUInteger location;
    NSUInteger length;
} NSRange;
static inline NSRange NSMakeRange(NSUInteger loc, NSUInteger len) {
    NSRange r = {loc, len};
    return r;
}

typedef struct {
    unsigned long state;
    id __unsafe_unretained _Nullable * _Nullable itemsPtr;
    unsigned long * _Nullable mutationsPtr;
    unsigned long extra[5];
} NSFastEnumerationState;

@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state
                                  objects:(id __unsafe_unretained _Nullable [_Nonnull])buffer
                                    count:(NSUInteger)len;
@end

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)respondsToSelector:(SEL)aSelector;
@property (readonly, copy) NSString *description;
@end

@protocol NSCopying
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
+ (Class)class;
- (Class)class;
@end

typedef NSUInteger NSStringEncoding;
enum { NSUTF8StringEncoding = 4 };

@interface NSString : NSObject <NSCopying>
@property (readonly) NSUInteger length;
+ (instancetype)stringWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
- (BOOL)isEqualToString:(NSString *)aString;
- (BOOL)hasPrefix:(NSString *)str;
- (BOOL)hasSuffix:(NSString *)str;
- (NSString *)lowercaseString;
- (nullable NSData *)dataUsingEncoding:(NSStringEncoding)encoding;
@end

@interface NSNumber : NSObject <NSCopying>
+ (NSNumber *)numberWithChar:(char)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithLongLong:(long long)value;
+ (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
+ (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
@property (readonly) double doubleValue;
@property (readonly) NSInteger integerValue;
@property (readonly) BOOL boolValue;
@property (readonly, copy) NSString *stringValue;
@end

@interface NSDecimalNumber : NSNumber
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nonnull])objects count:(NSUInteger)cnt;
@property (readonly) NSUInteger count;
@property (nullable, nonatomic, readonly) ObjectType firstObject;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
- (BOOL)containsObject:(ObjectType)anObject;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull [_Nullable])objects
                              forKeys:(const KeyType <NSCopying> _Nonnull [_Nullable])keys
                                count:(NSUInteger)cnt;
@property (readonly) NSUInteger count;
- (nullable ObjectType)objectForKey:(KeyType)aKey;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)setObject:(nullable ObjectType)obj forKeyedSubscript:(KeyType <NSCopying>)key;
- (void)removeObjectForKey:(KeyType)aKey;
@end

@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (instancetype)setWithObject:(ObjectType)object;
@property (readonly) NSUInteger count;
- (nullable ObjectType)anyObject;
- (BOOL)containsObject:(ObjectType)anObject;
@end

@interface NSData : NSObject <NSCopying>
@property (readonly) NSUInteger length;
@end

@interface NSURL : NSObject <NSCopying>
+ (nullable instancetype)URLWithString:(NSString *)URLString;
@property (nullable, readonly, copy) NSString *scheme;
@property (nullable, readonly, copy) NSString *host;
@property (nullable, readonly, copy) NSString *path;
@property (nullable, readonly, copy) NSString *query;
@property (nullable, readonly, copy) NSString *absoluteString;
@end

@interface NSURLQueryItem : NSObject <NSCopying>
@property (readonly) NSString *name;
@property (nullable, readonly) NSString *value;
@end

@interface NSURLComponents : NSObject <NSCopying>
+ (nullable instancetype)componentsWithURL:(NSURL *)url resolvingAgainstBaseURL:(BOOL)resolve;
@property (nullable, copy) NSString *host;
@property (nullable, copy) NSString *path;
@property (nullable, copy) NSArray<NSURLQueryItem *> *queryItems;
@property (nullable, readonly, copy) NSURL *URL;
@end

@interface NSURLRequest : NSObject <NSCopying>
+ (instancetype)requestWithURL:(NSURL *)URL;
@end

typedef NSString *NSErrorDomain;
@interface NSError : NSObject <NSCopying>
@property (readonly, copy) NSErrorDomain domain;
@property (readonly) NSInteger code;
@property (readonly, copy) NSString *localizedDescription;
@end

@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
- (nullable id)objectForInfoDictionaryKey:(NSString *)key;
@end

@interface NSUserDefaults : NSObject
@property (class, readonly, strong) NSUserDefaults *standardUserDefaults;
- (BOOL)boolForKey:(NSString *)defaultName;
- (void)setBool:(BOOL)value forKey:(NSString *)defaultName;
- (nullable NSString *)stringForKey:(NSString *)defaultName;
- (void)setObject:(nullable id)value forKey:(NSString *)defaultName;
@end

typedef NSString *NSLocaleKey NS_TYPED_EXTENSIBLE_ENUM;
FOUNDATION_EXPORT NSLocaleKey const NSLocaleCurrencyCode;
@interface NSLocale : NSObject <NSCopying>
- (nullable id)objectForKey:(NSLocaleKey)key;
@property (nullable, readonly, copy) NSString *currencyCode;
@end

typedef NSString *NSNotificationName NS_TYPED_EXTENSIBLE_ENUM;
@interface NSNotification : NSObject <NSCopying>
@property (readonly, copy) NSNotificationName name;
@property (nullable, readonly, retain) id object;
@property (nullable, readonly, copy) NSDictionary *userInfo;
@end

FOUNDATION_EXPORT NSString * const NSUserActivityTypeBrowsingWeb;
@interface NSUserActivity : NSObject
@property (readonly, copy) NSString *activityType;
@property (nullable, copy) NSURL *webpageURL;
@end

typedef NS_OPTIONS(NSUInteger, NSRegularExpressionOptions) {
    NSRegularExpressionCaseInsensitive = 1 << 0,
};
typedef NS_OPTIONS(NSUInteger, NSMatchingOptions) {
    NSMatchingAnchored = 1 << 2,
};
@interface NSRegularExpression : NSObject <NSCopying>
+ (nullable NSRegularExpression *)regularExpressionWithPattern:(NSString *)pattern
                                                       options:(NSRegularExpressionOptions)options
                                                         error:(NSError * _Nullable * _Nullable)error;
- (NSUInteger)numberOfMatchesInString:(NSString *)string options:(NSMatchingOptions)options range:(NSRange)range;
@end

typedef NS_OPTIONS(NSUInteger, NSJSONReadingOptions) {
    NSJSONReadingMutableContainers = 1 << 0,
};
@interface NSJSONSerialization : NSObject
+ (nullable id)JSONObjectWithData:(NSData *)data
                          options:(NSJSONReadingOptions)opt
                            error:(NSError * _Nullable * _Nullable)error;
@end

FOUNDATION_EXPORT void NSLog(NSString *format, ...) NS_FORMAT_FUNCTION(1, 2);

// NSAssert and NSCAssert check their condition and message as Foundation's do (in builds with assertions on).
#define NSAssert(condition, desc, ...) \
    do { if (!(condition)) { NSLog((desc), ##__VA_ARGS__); } } while (0)
#define NSCAssert(condition, desc, ...) \
    do { if (!(condition)) { NSLog((desc), ##__VA_ARGS__); } } while (0)

// libdispatch, which Foundation brings in: queues are Objective-C objects under ARC.
@protocol OS_dispatch_queue <NSObject>
@end
typedef NSObject<OS_dispatch_queue> *dispatch_queue_t;
typedef void (^dispatch_block_t)(void);
FOUNDATION_EXPORT dispatch_queue_t dispatch_get_main_queue(void);
FOUNDATION_EXPORT void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);

NS_ASSUME_NONNULL_END

// NSValue and NSNumber (stub; see ../README.md). Foundation.apinotes renames NSNumber's
// accessors for Swift: `integerValue` is `intValue` (an Int), `intValue` is `int32Value`.
#pragma once
#include "NSObject.h"

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@interface NSValue : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithBytes:(const void *)value objCType:(const char *)type NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@end

NS_SWIFT_SENDABLE
@interface NSNumber : NSValue
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithInt:(int)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithDouble:(double)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithBool:(BOOL)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithInteger:(NSInteger)value NS_DESIGNATED_INITIALIZER;
@property (readonly) int intValue;
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSInteger integerValue;
@property (readonly) NSUInteger unsignedIntegerValue;
@property (readonly, copy) NSString *stringValue;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

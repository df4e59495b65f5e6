// Foundation's object protocols (stub; see ../README.md).
#pragma once
#include "NSObjCRuntime.h"

@class NSCoder;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@protocol NSCopying
- (id)copyWithZone:(nullable struct _NSZone *)zone;
@end

@protocol NSMutableCopying
- (id)mutableCopyWithZone:(nullable struct _NSZone *)zone;
@end

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

@protocol NSSecureCoding <NSCoding>
@required
@property (class, readonly) BOOL supportsSecureCoding;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

// NSUUID, which Swift sees as the overlay's `UUID` (SwiftBridge) (stub; see ../README.md).
#pragma once
#include "NSObject.h"

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

NS_SWIFT_SENDABLE
@interface NSUUID : NSObject <NSCopying, NSSecureCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithUUIDString:(NSString *)string;
@property (readonly, copy) NSString *UUIDString;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

// NSBundle, `Bundle` in Swift (Foundation.apinotes) (stub; see ../README.md).
#pragma once
#include "NSObject.h"

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

NS_SWIFT_SENDABLE
@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
- (nullable instancetype)initWithPath:(NSString *)path NS_DESIGNATED_INITIALIZER;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

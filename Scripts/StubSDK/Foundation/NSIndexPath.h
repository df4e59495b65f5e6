// NSIndexPath, which Swift sees as the overlay's `IndexPath` (SwiftBridge) (stub; see
// ../README.md).
#pragma once
#include "NSObject.h"

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@interface NSIndexPath : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithIndexes:(const NSUInteger [_Nullable])indexes length:(NSUInteger)length NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithIndex:(NSUInteger)index;
@property (readonly) NSUInteger length;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

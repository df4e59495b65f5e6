// NSCoder, as `init?(coder:)` takes it (stub; see ../README.md).
#pragma once
#include "NSObject.h"

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@interface NSCoder : NSObject
@end

NS_HEADER_AUDIT_END(nullability, sendability)

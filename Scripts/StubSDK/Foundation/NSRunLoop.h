// NSRunLoop, `RunLoop` in Swift (stub; see ../README.md). `mainRunLoop` becomes `RunLoop.main`
// by the importer's own rule; the modes are `RunLoop.Mode.default` and `.common`
// (Foundation.apinotes).
#pragma once
#include "NSArray.h"
#include "NSObject.h"

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

FOUNDATION_EXPORT NSRunLoopMode const NSDefaultRunLoopMode;
FOUNDATION_EXPORT NSRunLoopMode const NSRunLoopCommonModes;

@interface NSRunLoop : NSObject
@property (class, readonly, strong) NSRunLoop *currentRunLoop;
@property (class, readonly, strong) NSRunLoop *mainRunLoop;
@property (nullable, readonly, copy) NSRunLoopMode currentMode;
@end

// The ordered-perform category, as iOS 17.0 to 26.2 declare it (`perform(inModes:block:)`).
@interface NSRunLoop (NSOrderedPerform)
- (void)performInModes:(NSArray<NSRunLoopMode> *)modes block:(void (NS_SWIFT_SENDABLE ^)(void))block;
- (void)performBlock:(void (NS_SWIFT_SENDABLE ^)(void))block;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

// UIResponder (stub; see ../README.md). The keyboard's notification and user-info keys are
// declared in UIWindow.h, as in the SDK, and UIKit.apinotes moves them onto UIResponder.
#pragma once
#include "UIKitDefines.h"

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject
@property(nonatomic, readonly, nullable) UIResponder *nextResponder;
@property(nonatomic, readonly) BOOL canBecomeFirstResponder;
- (BOOL)becomeFirstResponder;
- (BOOL)resignFirstResponder;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

// UIKit's geometry (stub; see ../README.md): UIEdgeInsets, and NSValue's CGRect accessor, which the
// importer names `cgRectValue` (its rule lowercases the leading acronym).
#pragma once
#include "UIKitDefines.h"

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE UIEdgeInsets {
  CGFloat top, left, bottom, right;
} UIEdgeInsets;

UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero;

@interface NSValue (NSValueUIGeometryExtensions)
+ (NSValue *)valueWithCGPoint:(CGPoint)point;
+ (NSValue *)valueWithCGSize:(CGSize)size;
+ (NSValue *)valueWithCGRect:(CGRect)rect;
+ (NSValue *)valueWithUIEdgeInsets:(UIEdgeInsets)insets;
@property(nonatomic, readonly) CGPoint CGPointValue;
@property(nonatomic, readonly) CGSize CGSizeValue;
@property(nonatomic, readonly) CGRect CGRectValue;
@property(nonatomic, readonly) UIEdgeInsets UIEdgeInsetsValue;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

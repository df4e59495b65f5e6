// Visual effects (stub; see ../README.md), from the SDK's UIVisualEffect.h, UIVisualEffectView.h,
// UIBlurEffect.h and UIGlassEffect.h. UIKit.apinotes names the blur's style enum
// `UIBlurEffect.Style`; the glass's is `UIGlassEffect.Style` by its NS_SWIFT_NAME, and
// `effectWithStyle:` imports as `UIGlassEffect(style:)` by its NS_SWIFT_NAME too (the blur's, a
// factory method returning its own class, as `UIBlurEffect(style:)`). UIGlassEffect is iOS 26.0
// API: its API_AVAILABLE expands to nothing here (../README.md, "What it cannot catch").
#pragma once
#include "UIView.h"

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UIVisualEffect : NSObject <NSCopying, NSSecureCoding>
@end

// UIBlurEffectStyleExtraDark (3) is unavailable on iOS and left out.
typedef NS_ENUM(NSInteger, UIBlurEffectStyle) {
  UIBlurEffectStyleExtraLight,
  UIBlurEffectStyleLight,
  UIBlurEffectStyleDark,
  UIBlurEffectStyleRegular = 4,
  UIBlurEffectStyleProminent,
  UIBlurEffectStyleSystemUltraThinMaterial,
  UIBlurEffectStyleSystemThinMaterial,
  UIBlurEffectStyleSystemMaterial,
  UIBlurEffectStyleSystemThickMaterial,
  UIBlurEffectStyleSystemChromeMaterial,
  UIBlurEffectStyleSystemUltraThinMaterialLight,
  UIBlurEffectStyleSystemThinMaterialLight,
  UIBlurEffectStyleSystemMaterialLight,
  UIBlurEffectStyleSystemThickMaterialLight,
  UIBlurEffectStyleSystemChromeMaterialLight,
  UIBlurEffectStyleSystemUltraThinMaterialDark,
  UIBlurEffectStyleSystemThinMaterialDark,
  UIBlurEffectStyleSystemMaterialDark,
  UIBlurEffectStyleSystemThickMaterialDark,
  UIBlurEffectStyleSystemChromeMaterialDark
} API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos);

UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UIBlurEffect : UIVisualEffect
+ (UIBlurEffect *)effectWithStyle:(UIBlurEffectStyle)style;
@end

typedef NS_ENUM(NSInteger, UIGlassEffectStyle) {
  UIGlassEffectStyleRegular,
  UIGlassEffectStyleClear
} API_AVAILABLE(ios(26.0)) API_UNAVAILABLE(visionos, watchos) NS_SWIFT_NAME(UIGlassEffect.Style);

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
API_AVAILABLE(ios(26.0))
API_UNAVAILABLE(visionos, watchos)
@interface UIGlassEffect : UIVisualEffect
+ (UIGlassEffect *)effectWithStyle:(UIGlassEffectStyle)style NS_SWIFT_NAME(init(style:));
@end

UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UIVisualEffectView : UIView <NSSecureCoding>
@property (nonatomic, strong, readonly) UIView *contentView;
@property (nonatomic, copy, nullable) UIVisualEffect *effect;
- (instancetype)initWithEffect:(nullable UIVisualEffect *)effect NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

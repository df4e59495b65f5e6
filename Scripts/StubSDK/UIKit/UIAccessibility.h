// Accessibility (stub; see ../README.md), from the SDK's UIAccessibility.h,
// UIAccessibilityConstants.h and UIAccessibilityCustomAction.h. The notifications
// (`UIAccessibilityLayoutChangedNotification`) are mutable globals, as in the iOS 17.0 SDK:
// Swift 6 refuses to read them unless the file imports UIKit `@preconcurrency`. NSObject's accessibility
// categories are not main-actor isolated, so overriding `accessibilityIncrement` in a UIView
// subclass gives a nonisolated method. UIKit.apinotes makes the traits `UIAccessibilityTraits`
// static members (`.adjustable`) and `UIAccessibilityIsReduceMotionEnabled()`
// `UIAccessibility.isReduceMotionEnabled`.
//
// One deliberate difference from the iOS 17.0 SDK: there the trait globals are mutable
// (`UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitAdjustable;`), which Swift 6 rejects as
// shared mutable state; the SDKs of current Xcode declare them `const`, as here (../README.md).
#pragma once
#include "UIKitDefines.h"

@class UIImage, UIAccessibilityCustomAction;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef uint64_t UIAccessibilityTraits NS_TYPED_ENUM;

UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNone;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitButton;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitHeader;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSelected;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitAdjustable;

typedef uint32_t UIAccessibilityNotifications NS_TYPED_ENUM;

UIKIT_EXTERN UIAccessibilityNotifications UIAccessibilityScreenChangedNotification;
UIKIT_EXTERN UIAccessibilityNotifications UIAccessibilityLayoutChangedNotification;

UIKIT_EXTERN void UIAccessibilityPostNotification(UIAccessibilityNotifications notification, id _Nullable argument);

UIKIT_EXTERN NSNotificationName const UIAccessibilityReduceMotionStatusDidChangeNotification API_AVAILABLE(ios(8.0));

@interface NSObject (UIAccessibility)
@property (nonatomic) BOOL isAccessibilityElement;
@property (nullable, nonatomic, copy) NSString *accessibilityLabel;
@property (nullable, nonatomic, copy) NSString *accessibilityValue;
@property (nonatomic) UIAccessibilityTraits accessibilityTraits;
@end

@interface NSObject (UIAccessibilityAction)
- (void)accessibilityIncrement;
- (void)accessibilityDecrement;
- (BOOL)accessibilityPerformEscape API_AVAILABLE(ios(5.0));
@property (nullable, nonatomic, strong) NSArray <UIAccessibilityCustomAction *> *accessibilityCustomActions;
@end

UIKIT_EXTERN
@interface UIAccessibilityCustomAction : NSObject
- (instancetype)initWithName:(NSString *)name target:(nullable id)target selector:(SEL)selector;
typedef BOOL(^UIAccessibilityCustomActionHandler)(UIAccessibilityCustomAction *customAction);
- (instancetype)initWithName:(NSString *)name actionHandler:(UIAccessibilityCustomActionHandler)actionHandler;
@property (nonatomic, copy) NSString *name;
@end

UIKIT_EXTERN BOOL UIAccessibilityIsReduceMotionEnabled(void);

#ifdef __swift__
typedef struct UIAccessibility { void *_reserved; } UIAccessibility;
#endif

NS_HEADER_AUDIT_END(nullability, sendability)

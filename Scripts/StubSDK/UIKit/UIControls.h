// Controls, images, colours, fonts and actions (stub; see ../README.md), from the SDK's
// UIControl.h, UIButton.h, UISegmentedControl.h, UISwitch.h, UILabel.h, UIStackView.h, UITextField.h,
// UITextInputTraits.h, UISearchTextField.h, UIRefreshControl.h, UIImageView.h, UIImage.h,
// UIActivityIndicatorView.h, UIContentSizeCategoryAdjusting.h,
// UIColor.h, UIInterface.h, UIFont.h, UIFontDescriptor.h, UIGraphicsRenderer.h,
// UIGraphicsImageRenderer.h, UIMenuElement.h, UIMenu.h, UIAction.h and
// UIListContentConfiguration.h. Swift-only API on top (UIAction's initializer,
// UIButton.Configuration, UIListContentConfiguration) is in the overlay.
#pragma once
#include "UIView.h"

@class UIAction, UIImage, UIFont;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef NS_ENUM(NSInteger, NSTextAlignment) {
  NSTextAlignmentLeft = 0,
  NSTextAlignmentCenter = 1,
  NSTextAlignmentRight = 2,
  NSTextAlignmentJustified = 3,
  NSTextAlignmentNatural = 4
};

// Colours: NS_SWIFT_SENDABLE; the class properties drop "Color" (`.systemBackground`) by the
// importer's own rule.
UIKIT_EXTERN NS_SWIFT_SENDABLE
@interface UIColor : NSObject <NSSecureCoding, NSCopying>
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@property(class, nonatomic, readonly) UIColor *blackColor;
@property(class, nonatomic, readonly) UIColor *whiteColor;
@property(class, nonatomic, readonly) UIColor *clearColor;
- (void)setFill;
- (void)setStroke;
- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
@property(nonatomic,readonly) CGColorRef CGColor;
@end

@interface UIColor (UIColorSystemColors)
@property (class, nonatomic, readonly) UIColor *systemRedColor;
@property (class, nonatomic, readonly) UIColor *systemGreenColor;
@property (class, nonatomic, readonly) UIColor *systemBlueColor;
@property (class, nonatomic, readonly) UIColor *systemOrangeColor;
@property (class, nonatomic, readonly) UIColor *systemPurpleColor;
@property (class, nonatomic, readonly) UIColor *systemTealColor;
@property (class, nonatomic, readonly) UIColor *systemIndigoColor;
@property (class, nonatomic, readonly) UIColor *systemBrownColor;
@property (class, nonatomic, readonly) UIColor *labelColor API_UNAVAILABLE(watchos);
@property (class, nonatomic, readonly) UIColor *secondaryLabelColor API_UNAVAILABLE(watchos);
@property (class, nonatomic, readonly) UIColor *systemBackgroundColor API_UNAVAILABLE(tvos, watchos);
@property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor API_UNAVAILABLE(tvos, watchos);
@property (class, nonatomic, readonly) UIColor *systemGroupedBackgroundColor API_UNAVAILABLE(tvos, watchos);
@property (class, nonatomic, readonly) UIColor *systemFillColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
@property (class, nonatomic, readonly) UIColor *separatorColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
@end

UIKIT_EXTERN NS_SWIFT_SENDABLE
@interface UIImage : NSObject <NSSecureCoding>
+ (nullable UIImage *)systemImageNamed:(NSString *)name;
+ (nullable UIImage *)imageNamed:(NSString *)name;
@property(nonatomic,readonly) CGSize size;
@end

typedef NSString * UIFontTextStyle NS_TYPED_ENUM;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleLargeTitle API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleHeadline;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleFootnote;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption1;

UIKIT_EXTERN NS_SWIFT_SENDABLE
@interface UIFont : NSObject <NSCopying, NSSecureCoding>
+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
@end

UIKIT_EXTERN
@interface UIGraphicsRendererFormat : NSObject <NSCopying>
+ (instancetype)preferredFormat;
@end

UIKIT_EXTERN
@interface UIGraphicsImageRendererFormat : UIGraphicsRendererFormat
@property (nonatomic) CGFloat scale;
@property (nonatomic) BOOL opaque;
@end

UIKIT_EXTERN
@interface UIGraphicsRendererContext : NSObject
- (void)fillRect:(CGRect)rect;
@end

UIKIT_EXTERN
@interface UIGraphicsImageRendererContext : UIGraphicsRendererContext
@end

typedef void (^UIGraphicsImageDrawingActions)(UIGraphicsImageRendererContext *rendererContext);

UIKIT_EXTERN
@interface UIGraphicsRenderer : NSObject
- (instancetype)initWithBounds:(CGRect)bounds;
- (instancetype)initWithBounds:(CGRect)bounds format:(UIGraphicsRendererFormat *)format NS_DESIGNATED_INITIALIZER;
@end

UIKIT_EXTERN
@interface UIGraphicsImageRenderer : UIGraphicsRenderer
- (instancetype)initWithSize:(CGSize)size;
- (instancetype)initWithSize:(CGSize)size format:(UIGraphicsImageRendererFormat *)format NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithBounds:(CGRect)bounds format:(UIGraphicsImageRendererFormat *)format NS_DESIGNATED_INITIALIZER;
- (UIImage *)imageWithActions:(NS_NOESCAPE UIGraphicsImageDrawingActions)actions;
@end

typedef NS_ENUM(NSInteger, UIMenuElementState) {
  UIMenuElementStateOff,
  UIMenuElementStateOn,
  UIMenuElementStateMixed
};

typedef NS_OPTIONS(NSUInteger, UIMenuElementAttributes) {
  UIMenuElementAttributesDisabled = 1 << 0,
  UIMenuElementAttributesDestructive = 1 << 1,
  UIMenuElementAttributesHidden = 1 << 2,
};

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIMenuElement : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readonly) NSString *title;
@property (nonatomic, nullable, readonly) UIImage *image;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIMenu : UIMenuElement
@property (nonatomic, readonly) NSArray<UIMenuElement *> *children;
@end

typedef NSString *UIActionIdentifier NS_SWIFT_NAME(UIAction.Identifier) NS_TYPED_EXTENSIBLE_ENUM;
typedef void (^UIActionHandler)(__kindof UIAction *action);

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIAction : UIMenuElement
@property (nonatomic, copy) NSString *title;
@property (nullable, nonatomic, copy) UIImage *image;
@property (nullable, nonatomic, copy) NSString *discoverabilityTitle;
@property (nonatomic, readonly) UIActionIdentifier identifier;
@property (nonatomic) UIMenuElementAttributes attributes;
@property (nonatomic) UIMenuElementState state;
+ (instancetype)actionWithHandler:(UIActionHandler)handler NS_SWIFT_UNAVAILABLE("Use init(title:image:identifier:discoverabilityTitle:attributes:state:handler:) instead.");
+ (instancetype)actionWithTitle:(NSString *)title image:(nullable UIImage *)image identifier:(nullable UIActionIdentifier)identifier handler:(UIActionHandler)handler NS_SWIFT_UNAVAILABLE("Use init(title:image:identifier:discoverabilityTitle:attributes:state:handler:) instead.");
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@end

typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
  UIControlEventTouchDown = 1 << 0,
  UIControlEventTouchDownRepeat = 1 << 1,
  UIControlEventTouchDragInside = 1 << 2,
  UIControlEventTouchDragOutside = 1 << 3,
  UIControlEventTouchDragEnter = 1 << 4,
  UIControlEventTouchDragExit = 1 << 5,
  UIControlEventTouchUpInside = 1 << 6,
  UIControlEventTouchUpOutside = 1 << 7,
  UIControlEventTouchCancel = 1 << 8,
  UIControlEventValueChanged = 1 << 12,
  UIControlEventPrimaryActionTriggered = 1 << 13,
  UIControlEventMenuActionTriggered = 1 << 14,
  UIControlEventEditingDidBegin = 1 << 16,
  UIControlEventEditingChanged = 1 << 17,
  UIControlEventEditingDidEnd = 1 << 18,
  UIControlEventEditingDidEndOnExit = 1 << 19,
  UIControlEventAllTouchEvents = 0x00000FFF,
  UIControlEventAllEditingEvents = 0x000F0000,
  UIControlEventApplicationReserved = 0x0F000000,
  UIControlEventSystemReserved = 0xF0000000,
  UIControlEventAllEvents = 0xFFFFFFFF
};

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIControl : UIView
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithFrame:(CGRect)frame primaryAction:(nullable UIAction *)primaryAction;
@property(nonatomic,getter=isEnabled) BOOL enabled;
@property(nonatomic,getter=isSelected) BOOL selected;
- (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeTarget:(nullable id)target action:(nullable SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents;
@end

typedef NS_ENUM(NSInteger, UIButtonType) {
  UIButtonTypeCustom = 0,
  UIButtonTypeSystem,
  UIButtonTypeDetailDisclosure,
  UIButtonTypeInfoLight,
  UIButtonTypeInfoDark,
  UIButtonTypeContactAdd,
  UIButtonTypeClose = 7,
  UIButtonTypeRoundedRect = UIButtonTypeSystem
};

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIButton : UIControl <NSCoding>
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithFrame:(CGRect)frame primaryAction:(nullable UIAction *)primaryAction;
+ (instancetype)buttonWithType:(UIButtonType)buttonType;
@property (nonatomic, readwrite, assign) BOOL changesSelectionAsPrimaryAction API_UNAVAILABLE(watchos);
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UISegmentedControl : UIControl <NSCoding>
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithItems:(nullable NSArray *)items NS_DESIGNATED_INITIALIZER;
@property(nonatomic,readonly) NSUInteger numberOfSegments;
@property(nonatomic) NSInteger selectedSegmentIndex;
@end

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_UI_ACTOR
@interface UISwitch : UIControl <NSCoding>
@property(nonatomic,getter=isOn) BOOL on;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@end

UIKIT_EXTERN API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@protocol UIContentSizeCategoryAdjusting <NSObject>
@property (nonatomic) BOOL adjustsFontForContentSizeCategory;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting>
@property(nullable, nonatomic,copy) NSString *text;
@property(null_resettable, nonatomic,strong) UIFont *font UI_APPEARANCE_SELECTOR;
@property(null_resettable, nonatomic,strong) UIColor *textColor UI_APPEARANCE_SELECTOR;
@property(nonatomic) NSTextAlignment textAlignment;
@property(nonatomic) NSInteger numberOfLines;
@end

typedef NS_ENUM(NSInteger, UIStackViewAlignment) {
  UIStackViewAlignmentFill,
  UIStackViewAlignmentLeading,
  UIStackViewAlignmentTop = UIStackViewAlignmentLeading,
  UIStackViewAlignmentFirstBaseline,
  UIStackViewAlignmentCenter,
  UIStackViewAlignmentTrailing,
  UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing,
  UIStackViewAlignmentLastBaseline,
};

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIStackView : UIView
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views;
@property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *arrangedSubviews;
- (void)addArrangedSubview:(UIView *)view;
@property(nonatomic) UILayoutConstraintAxis axis;
@property(nonatomic) UIStackViewAlignment alignment;
@property(nonatomic) CGFloat spacing;
@end

typedef NS_ENUM(NSInteger, UIReturnKeyType) {
  UIReturnKeyDefault,
  UIReturnKeyGo,
  UIReturnKeyGoogle,
  UIReturnKeyJoin,
  UIReturnKeyNext,
  UIReturnKeyRoute,
  UIReturnKeySearch,
  UIReturnKeySend,
  UIReturnKeyYahoo,
  UIReturnKeyDone,
  UIReturnKeyEmergencyCall,
  UIReturnKeyContinue,
};

NS_SWIFT_UI_ACTOR
@protocol UITextInputTraits <NSObject>
@optional
@property(nonatomic) UIReturnKeyType returnKeyType;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UITextField : UIControl <UITextInputTraits, NSCoding>
@property(nullable, nonatomic,copy) NSString *text;
@property(nullable, nonatomic,copy) NSString *placeholder;
@property(nullable, nonatomic,strong) UIColor *textColor;
@property(nullable, nonatomic,strong) UIFont *font;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UISearchTextField : UITextField
@end

@interface UIView (UITextField)
- (BOOL)endEditing:(BOOL)force;
@end

UIKIT_EXTERN API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
@interface UIRefreshControl : UIControl
- (instancetype)init;
- (void)beginRefreshing;
- (void)endRefreshing;
@end

typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle) {
  UIActivityIndicatorViewStyleMedium API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos) = 100,
  UIActivityIndicatorViewStyleLarge API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos) = 101,
  UIActivityIndicatorViewStyleWhiteLarge API_DEPRECATED_WITH_REPLACEMENT("UIActivityIndicatorViewStyleLarge", ios(2.0, 13.0), tvos(9.0, 13.0)) API_UNAVAILABLE(visionos, watchos) = 0,
  UIActivityIndicatorViewStyleWhite API_DEPRECATED_WITH_REPLACEMENT("UIActivityIndicatorViewStyleMedium", ios(2.0, 13.0), tvos(9.0, 13.0)) API_UNAVAILABLE(visionos, watchos) = 1,
  UIActivityIndicatorViewStyleGray API_DEPRECATED_WITH_REPLACEMENT("UIActivityIndicatorViewStyleMedium", ios(2.0, 13.0)) API_UNAVAILABLE(tvos, visionos, watchos) = 2,
} API_UNAVAILABLE(watchos);

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UIActivityIndicatorView : UIView <NSCoding>
- (instancetype)initWithActivityIndicatorStyle:(UIActivityIndicatorViewStyle)style NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property(nonatomic) UIActivityIndicatorViewStyle activityIndicatorViewStyle;
@property(nonatomic) BOOL hidesWhenStopped;
@property (null_resettable, readwrite, nonatomic, strong) UIColor *color API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
- (void)startAnimating;
- (void)stopAnimating;
@property(nonatomic, readonly, getter=isAnimating) BOOL animating;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIImageView : UIView
- (instancetype)initWithImage:(nullable UIImage *)image;
@property (nullable, nonatomic, strong) UIImage *image;
@end

@protocol UIContentView;

// The Swift struct `UIListContentConfiguration` is the overlay's; this class is its reference
// type, private in Swift (UIKit.apinotes: SwiftPrivate).
UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIListContentConfiguration : NSObject <NSSecureCoding>
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIListContentView : UIView
- (instancetype)initWithConfiguration:(UIListContentConfiguration *)configuration NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithFrame:(CGRect)frame NS_UNAVAILABLE;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

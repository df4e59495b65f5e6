// UIScrollView (stub; see ../README.md), from the SDK's UIScrollView.h. `decelerating` and
// `pagingEnabled` import as `isDecelerating` and `isPagingEnabled` (their getters);
// UIKit.apinotes names the enums `UIScrollView.KeyboardDismissMode` and
// `UIScrollView.ContentInsetAdjustmentBehavior`. The scroll edge effects are iOS 26.0 API,
// from the iOS 26.2 SDK's UIScrollView.h: `UIScrollEdgeEffectStyle` is `UIScrollEdgeEffect.Style`
// by its NS_SWIFT_NAME and its class properties drop "Style" by the importer's own rule
// (`.soft`); their API_AVAILABLE expands to nothing here (../README.md, "What it cannot catch").
#pragma once
#include "NSLayoutConstraint.h"
#include "UIGestureRecognizer.h"

@class UIRefreshControl;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode) {
  UIScrollViewKeyboardDismissModeNone,
  UIScrollViewKeyboardDismissModeOnDrag,
  UIScrollViewKeyboardDismissModeInteractive,
};

typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior) {
  UIScrollViewContentInsetAdjustmentAutomatic,
  UIScrollViewContentInsetAdjustmentScrollableAxes,
  UIScrollViewContentInsetAdjustmentNever,
  UIScrollViewContentInsetAdjustmentAlways,
};

UIKIT_FINAL UIKIT_EXTERN NS_SWIFT_UI_ACTOR API_AVAILABLE(ios(26.0), tvos(26.0), visionos(26.0)) API_UNAVAILABLE(watchos) NS_SWIFT_NAME(UIScrollEdgeEffect.Style)
@interface UIScrollEdgeEffectStyle : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly, class) UIScrollEdgeEffectStyle *automaticStyle;
@property (nonatomic, readonly, class) UIScrollEdgeEffectStyle *softStyle;
@property (nonatomic, readonly, class) UIScrollEdgeEffectStyle *hardStyle;
@end

UIKIT_FINAL UIKIT_EXTERN NS_SWIFT_UI_ACTOR API_AVAILABLE(ios(26.0), tvos(26.0), visionos(26.0)) API_UNAVAILABLE(watchos)
@interface UIScrollEdgeEffect : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, strong) UIScrollEdgeEffectStyle *style;
@property (nonatomic, getter=isHidden) BOOL hidden;
@end

@protocol UIScrollViewDelegate;

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIScrollView : UIView <NSCoding>
@property(nonatomic) CGPoint contentOffset;
@property(nonatomic) CGSize contentSize;
@property(nonatomic) UIEdgeInsets contentInset;
@property(nonatomic, readonly) UIEdgeInsets adjustedContentInset;
- (void)adjustedContentInsetDidChange NS_REQUIRES_SUPER;
@property(nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior;
@property(nonatomic,readonly,strong) UILayoutGuide *contentLayoutGuide;
@property(nonatomic,readonly,strong) UILayoutGuide *frameLayoutGuide;
@property(nullable,nonatomic,weak) id<UIScrollViewDelegate> delegate;
@property(nonatomic) BOOL bounces;
@property(nonatomic) BOOL alwaysBounceVertical;
@property(nonatomic) BOOL alwaysBounceHorizontal;
@property(nonatomic,getter=isScrollEnabled) BOOL scrollEnabled;
@property(nonatomic,getter=isPagingEnabled) BOOL pagingEnabled API_UNAVAILABLE(tvos);
@property(nonatomic) BOOL showsVerticalScrollIndicator;
@property(nonatomic) BOOL showsHorizontalScrollIndicator;
- (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;
@property(nonatomic,readonly,getter=isTracking) BOOL tracking;
@property(nonatomic,readonly,getter=isDragging) BOOL dragging;
@property(nonatomic,readonly,getter=isDecelerating) BOOL decelerating;
@property(nonatomic, readonly) UIPanGestureRecognizer *panGestureRecognizer;
@property(nonatomic) UIScrollViewKeyboardDismissMode keyboardDismissMode;
@property(nonatomic) BOOL scrollsToTop API_UNAVAILABLE(tvos);
@property (nonatomic, strong, nullable) UIRefreshControl *refreshControl API_UNAVAILABLE(tvos);
@property (nonatomic, readonly) UIScrollEdgeEffect *topEdgeEffect API_AVAILABLE(ios(26.0), tvos(26.0), visionos(26.0)) API_UNAVAILABLE(watchos);
@property (nonatomic, readonly) UIScrollEdgeEffect *leftEdgeEffect API_AVAILABLE(ios(26.0), tvos(26.0), visionos(26.0)) API_UNAVAILABLE(watchos);
@property (nonatomic, readonly) UIScrollEdgeEffect *bottomEdgeEffect API_AVAILABLE(ios(26.0), tvos(26.0), visionos(26.0)) API_UNAVAILABLE(watchos);
@property (nonatomic, readonly) UIScrollEdgeEffect *rightEdgeEffect API_AVAILABLE(ios(26.0), tvos(26.0), visionos(26.0)) API_UNAVAILABLE(watchos);
@end

NS_SWIFT_UI_ACTOR
@protocol UIScrollViewDelegate<NSObject>
@optional
- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

// UIScrollView (stub; see ../README.md), from the SDK's UIScrollView.h. `decelerating` and
// `pagingEnabled` import as `isDecelerating` and `isPagingEnabled` (their getters);
// UIKit.apinotes names the enums `UIScrollView.KeyboardDismissMode` and
// `UIScrollView.ContentInsetAdjustmentBehavior`.
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
@end

NS_SWIFT_UI_ACTOR
@protocol UIScrollViewDelegate<NSObject>
@optional
- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

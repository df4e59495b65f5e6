// Scrollwork's stub of QuartzCore (see ../README.md): CALayer (with its corner curves),
// CAGradientLayer, CADisplayLink, CAFrameRateRange and CACurrentMediaTime, transcribed from the
// iOS 17 SDK's headers (the corner curves from the iOS 26.2 SDK's CALayer.h); only what the glue
// uses. These headers are not main-actor isolated in the SDK, and neither are they here.
// CAFrameRateRange's `preferred` is refined for Swift (CF_REFINED_FOR_SWIFT): QuartzCore.swift
// gives it back as the overlay does, an optional, with `init(minimum:maximum:preferred:)`.
#pragma once
#include "CoreGraphics.h"
#include "Foundation.h"

#define CA_EXTERN extern

NS_ASSUME_NONNULL_BEGIN

CA_EXTERN CFTimeInterval CACurrentMediaTime(void);

typedef NSString * CALayerCornerCurve NS_TYPED_ENUM API_AVAILABLE(ios(13.0));

// The importer strips the enumerators' shared prefix: `CACornerMask.layerMinXMinYCorner`.
typedef NS_OPTIONS(NSUInteger, CACornerMask) {
  kCALayerMinXMinYCorner = 1U << 0,
  kCALayerMaxXMinYCorner = 1U << 1,
  kCALayerMinXMaxYCorner = 1U << 2,
  kCALayerMaxXMaxYCorner = 1U << 3,
};

struct CAFrameRateRange {
  float minimum;
  float maximum;
  float preferred __attribute__((swift_private));
} API_AVAILABLE(ios(15.0));

typedef struct CAFrameRateRange CAFrameRateRange API_AVAILABLE(ios(15.0));

CA_EXTERN const CAFrameRateRange CAFrameRateRangeDefault API_AVAILABLE(ios(15.0))
  CF_SWIFT_NAME(CAFrameRateRange.default);

@protocol CALayerDelegate;

@interface CALayer : NSObject <NSSecureCoding>
+ (instancetype)layer;
- (instancetype)init;
- (instancetype)initWithLayer:(id)layer;
@property CGRect bounds;
@property CGPoint position;
@property CGRect frame;
@property(getter=isHidden) BOOL hidden;
@property float opacity;
@property CGFloat cornerRadius;
@property CACornerMask maskedCorners API_AVAILABLE(ios(11.0));
@property(copy) CALayerCornerCurve cornerCurve API_AVAILABLE(ios(13.0));
@property BOOL masksToBounds;
@property(nullable) CGColorRef backgroundColor;
@property(nullable, weak) id <CALayerDelegate> delegate;
@end

@protocol CALayerDelegate <NSObject>
@end

// QuartzCore.apinotes names the corner curves `.circular` and `.continuous`.
CA_EXTERN CALayerCornerCurve const kCACornerCurveCircular API_AVAILABLE(ios(13.0));
CA_EXTERN CALayerCornerCurve const kCACornerCurveContinuous API_AVAILABLE(ios(13.0));

@interface CAGradientLayer : CALayer
@property(nullable, copy) NSArray *colors;
@property(nullable, copy) NSArray<NSNumber *> *locations;
@property CGPoint startPoint;
@property CGPoint endPoint;
@end

@interface CADisplayLink : NSObject
+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;
- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)removeFromRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)invalidate;
@property(readonly, nonatomic) CFTimeInterval timestamp;
@property(readonly, nonatomic) CFTimeInterval duration;
@property(readonly, nonatomic) CFTimeInterval targetTimestamp API_AVAILABLE(ios(10.0));
@property(getter=isPaused, nonatomic) BOOL paused;
@property(nonatomic) CAFrameRateRange preferredFrameRateRange API_AVAILABLE(ios(15.0));
@end

NS_ASSUME_NONNULL_END

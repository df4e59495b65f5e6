// Scrollwork's stub of MapKit (see ../README.md): MKMapView, a UIView subclass, from the iOS 17
// SDK's MKMapView.h; only what the examples use. It is not annotated NS_SWIFT_UI_ACTOR there and
// takes the main actor from UIView, as here.
#pragma once
#include "UIKit.h"

@protocol MKMapViewDelegate;

NS_ASSUME_NONNULL_BEGIN

@interface MKMapView : UIView <NSCoding>
@property (nonatomic, weak, nullable) IBOutlet id <MKMapViewDelegate> delegate;
@property (nonatomic) BOOL showsUserLocation;
@end

@protocol MKMapViewDelegate <NSObject>
@end

NS_ASSUME_NONNULL_END

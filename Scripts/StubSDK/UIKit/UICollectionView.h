// Collection views (stub; see ../README.md), from the SDK's UICollectionView.h and
// UICollectionViewLayout.h: only the initializers the glue's subclass overrides.
#pragma once
#include "UIScrollView.h"

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UICollectionViewLayout : NSObject <NSCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UICollectionView : UIScrollView
- (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout;
- (void)reloadData;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

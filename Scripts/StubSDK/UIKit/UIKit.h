// Scrollwork's stub of UIKit (see ../README.md): hand-written declarations, transcribed from the
// iOS 17 SDK's headers, of only what the glue and the examples use. Like the SDK's, these headers
// import Foundation, CoreGraphics and QuartzCore, so `import UIKit` brings those along.
#pragma once
#include "UIKitDefines.h"
#include "UIGeometry.h"
#include "UIResponder.h"
#include "UIView.h"
#include "NSLayoutConstraint.h"
#include "UIGestureRecognizer.h"
#include "UIScrollView.h"
#include "UITableView.h"
#include "UICollectionView.h"
#include "UIControls.h"
#include "UIVisualEffectView.h"
#include "UIViewController.h"
#include "UIWindow.h"
#include "UIAccessibility.h"

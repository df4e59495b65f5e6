// Scrollwork's stub of CoreGraphics: CGColorRef. The geometry types come from CoreFoundation, as
// in the iOS 17 SDK. Hand-written for type-checking only (see ../README.md); declares only what
// the glue needs.
#pragma once
#include "CoreFoundation.h"

typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;

// Scrollwork's stub of Foundation (see ../README.md): hand-written declarations, transcribed from
// the iOS 17 SDK's headers, of only what the glue and the examples use.
#pragma once
#include "NSObjCRuntime.h"
#include "NSObject.h"
#include "NSString.h"
#include "NSArray.h"
#include "NSDictionary.h"
#include "NSSet.h"
#include "NSValue.h"
#include "NSCoder.h"
#include "NSBundle.h"
#include "NSNotification.h"
#include "NSRunLoop.h"
#include "NSIndexPath.h"
#include "NSUUID.h"
#include "NSKeyValueObserving.h"

// UIKit's macros and the C types its headers use (stub; see ../README.md).
#pragma once
#include "CoreGraphics.h"
#include "Foundation.h"
#include "QuartzCore.h"

#define UIKIT_EXTERN extern __attribute__((visibility("default")))
#define NSLAYOUTCONSTRAINT_EXTERN UIKIT_EXTERN
#define NSLAYOUTANCHOR_EXTERN UIKIT_EXTERN
#define UIKIT_FINAL __attribute__((objc_subclassing_restricted))
#define UI_APPEARANCE_SELECTOR __attribute__((annotate("ui_appearance_selector")))
#define IBOutlet __attribute__((iboutlet))

typedef __UINT64_TYPE__ uint64_t;
typedef __UINT32_TYPE__ uint32_t;

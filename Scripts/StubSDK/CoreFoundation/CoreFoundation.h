// Scrollwork's stub of CoreFoundation: the C geometry types and CGAffineTransform (which the
// iOS 17 SDK declares here, in CFCGTypes.h), CFTimeInterval and the CF macros the other stub
// headers use. Hand-written for type-checking only (see ../README.md); declares only what the
// glue needs.
#pragma once

#define CF_BRIDGED_TYPE(T) __attribute__((objc_bridge(T)))
#define CF_BOXABLE __attribute__((objc_boxable))
#define CF_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define CF_EXTERN extern
#define CF_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define CF_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")

typedef const CF_BRIDGED_TYPE(id) void *CFTypeRef;
typedef double CFTimeInterval;

// 64-bit: CGFloat is double. The importer maps this typedef to the CoreFoundation overlay's
// `CGFloat` struct.
typedef double CGFloat;

struct CGPoint {
  CGFloat x;
  CGFloat y;
};
typedef struct CF_BOXABLE CGPoint CGPoint;

struct CGSize {
  CGFloat width;
  CGFloat height;
};
typedef struct CF_BOXABLE CGSize CGSize;

struct CGRect {
  CGPoint origin;
  CGSize size;
};
typedef struct CF_BOXABLE CGRect CGRect;

typedef struct CGAffineTransform CGAffineTransform;
struct CGAffineTransform {
  CGFloat a, b, c, d;
  CGFloat tx, ty;
};

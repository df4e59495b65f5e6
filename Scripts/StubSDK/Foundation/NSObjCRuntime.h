// Scrollwork's stub of Foundation's macros: the Clang attributes that decide how a declaration
// imports into Swift (names, enums, options, isolation, sendability, availability). Each macro
// expands to the attribute Apple's SDK uses; see ../README.md.
#pragma once
#include "objc.h"
#include "CoreFoundation.h"

@class NSString;

#define FOUNDATION_EXPORT extern
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_NOESCAPE __attribute__((noescape))
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#define NS_SWIFT_DISABLE_ASYNC __attribute__((swift_async(none)))

// Availability: the glue is checked against iOS, so only the ios(...) argument matters; on this
// Linux target nothing is unavailable by version (../README.md, "What it cannot catch").
#define API_AVAILABLE(...)
#define API_UNAVAILABLE(...)
#define API_DEPRECATED_WITH_REPLACEMENT(...)

// Enums and options: open C enums (Swift structs with static members for options).
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; \
  enum _name : _type
#define NS_OPTIONS(_type, _name) \
  enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; enum _name : _type
#define NS_TYPED_ENUM __attribute__((swift_wrapper(enum)))
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#define NS_EXTENSIBLE_STRING_ENUM __attribute__((swift_wrapper(struct)))

// Concurrency: NS_SWIFT_UI_ACTOR isolates a type or member to the main actor; a header audited
// for sendability assumes its types are not Sendable unless marked NS_SWIFT_SENDABLE.
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_SWIFT_NONSENDABLE __attribute__((swift_attr("@_nonSendable")))
#define NS_SWIFT_NONISOLATED __attribute__((swift_attr("nonisolated")))

#define NS_HEADER_AUDIT_BEGIN(nullability, sendability) \
  _Pragma("clang assume_nonnull begin") \
  _Pragma("clang attribute NS_HEADER_AUDIT_sendability.push (__attribute__((swift_attr(\"@_nonSendable(_assumed)\"))), apply_to = any(objc_interface, record, enum))")
#define NS_HEADER_AUDIT_END(nullability, sendability) \
  _Pragma("clang attribute NS_HEADER_AUDIT_sendability.pop") \
  _Pragma("clang assume_nonnull end")
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")

typedef double NSTimeInterval;
typedef NSString *NSRunLoopMode NS_TYPED_EXTENSIBLE_ENUM;

// Scrollwork's stub of the Objective-C runtime's public types: NSObject, id, Class, SEL, BOOL.
// Hand-written for type-checking only (see ../README.md); declares only what the glue needs.
#pragma once

#define OBJC_ROOT_CLASS __attribute__((objc_root_class))
#define OBJC_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))

typedef struct objc_class *Class;
typedef struct objc_object *id;
typedef struct objc_selector *SEL;
// iOS on arm64 (every device the package targets): BOOL is C's bool.
typedef _Bool BOOL;
typedef long NSInteger;
typedef unsigned long NSUInteger;

@class NSString, Protocol;

// Like the SDK's objc/NSObject.h, these are not audited for nullability as a whole: each pointer
// is annotated as Swift sees it in the SDK (where ObjectiveC.apinotes supplies most of it), and
// SEL parameters stay unannotated (`Selector!`).
@protocol NSObject
- (BOOL)isEqual:(id _Nullable)object;
@property (readonly) NSUInteger hash;
@property (readonly, nullable) Class superclass;
- (Class _Nonnull)class OBJC_SWIFT_UNAVAILABLE("use 'type(of: anObject)' instead");
- (instancetype _Nonnull)self;
- (BOOL)isKindOfClass:(Class _Nonnull)aClass;
- (BOOL)isMemberOfClass:(Class _Nonnull)aClass;
- (BOOL)conformsToProtocol:(Protocol * _Nonnull)aProtocol;
- (BOOL)respondsToSelector:(SEL _Null_unspecified)aSelector;
@property (readonly, copy, nonnull) NSString *description;
@optional
@property (readonly, copy, nonnull) NSString *debugDescription;
@end

OBJC_ROOT_CLASS
@interface NSObject <NSObject>
+ (void)initialize;
- (instancetype _Nonnull)init NS_DESIGNATED_INITIALIZER;
+ (instancetype _Nonnull)new OBJC_SWIFT_UNAVAILABLE("use object initializers instead");
+ (instancetype _Nonnull)alloc OBJC_SWIFT_UNAVAILABLE("use object initializers instead");
- (void)dealloc OBJC_SWIFT_UNAVAILABLE("use 'deinit' to define a de-initializer");
- (id _Nonnull)copy;
- (id _Nonnull)mutableCopy;
+ (BOOL)instancesRespondToSelector:(SEL _Null_unspecified)aSelector;
+ (Class _Nonnull)class OBJC_SWIFT_UNAVAILABLE("use 'aClass.self' instead");
@end

// Notifications (stub; see ../README.md). Swift sees NSNotification as the overlay's
// `Notification` (SwiftBridge), NSNotificationName as `NSNotification.Name` and
// NSNotificationCenter as `NotificationCenter` (Foundation.apinotes); `defaultCenter` becomes
// `default` by the importer's own rule (the type's name is dropped from the property's).
#pragma once
#include "NSObject.h"

typedef NSString *NSNotificationName NS_TYPED_EXTENSIBLE_ENUM;

@class NSDictionary;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@interface NSNotification : NSObject <NSCopying, NSCoding>
@property (readonly, copy) NSNotificationName name;
@property (nullable, readonly, retain) id object;
@property (nullable, readonly, copy) NSDictionary *userInfo;
- (instancetype)initWithName:(NSNotificationName)name object:(nullable id)object userInfo:(nullable NSDictionary *)userInfo NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@end

NS_SWIFT_SENDABLE
@interface NSNotificationCenter : NSObject
@property (class, readonly, strong) NSNotificationCenter *defaultCenter;
- (void)addObserver:(id)observer selector:(SEL)aSelector name:(nullable NSNotificationName)aName object:(nullable id)anObject;
- (void)postNotificationName:(NSNotificationName)aName object:(nullable id)anObject;
- (void)removeObserver:(id)observer;
- (void)removeObserver:(id)observer name:(nullable NSNotificationName)aName object:(nullable id)anObject;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

// Windows, scenes and screens (stub; see ../README.md), from the SDK's UIWindow.h, UIScene.h,
// UIWindowScene.h, UISceneSession.h, UISceneOptions.h and UIScreen.h, with the keyboard notification and its user-info keys, which
// UIKit.apinotes moves onto UIResponder (`UIResponder.keyboardFrameEndUserInfoKey`, …).
#pragma once
#include "UIViewController.h"

@class UIWindowScene, UISceneSession, UISceneConnectionOptions;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIScreen : NSObject <UITraitEnvironment>
@property(nonatomic,readonly) CGRect bounds;
@property(nonatomic,readonly) CGFloat scale;
- (nullable CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel API_AVAILABLE(ios(4.0));
@property (readonly) id <UICoordinateSpace> coordinateSpace;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIWindow : UIView
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene;
@property(nullable, nonatomic, weak) UIWindowScene *windowScene;
@property(nullable, nonatomic,strong) UIViewController *rootViewController;
- (void)makeKeyAndVisible;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIScene : UIResponder
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)init NS_UNAVAILABLE;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIWindowScene : UIScene <UITraitEnvironment>
@property (nonatomic, readonly) UIScreen *screen;
@property (nonatomic, readonly) id<UICoordinateSpace> coordinateSpace;
@property (nonatomic, readonly) NSArray<UIWindow *> *windows;
@end

NS_SWIFT_UI_ACTOR
@protocol UISceneDelegate <NSObject>
@optional
- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions;
- (void)sceneDidDisconnect:(UIScene *)scene;
- (void)sceneDidBecomeActive:(UIScene *)scene;
- (void)sceneWillResignActive:(UIScene *)scene;
- (void)sceneWillEnterForeground:(UIScene *)scene;
- (void)sceneDidEnterBackground:(UIScene *)scene;
@end

NS_SWIFT_UI_ACTOR
@protocol UIWindowSceneDelegate <UISceneDelegate>
@optional
@property (nullable, nonatomic, strong) UIWindow *window;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UISceneSession : NSObject <NSSecureCoding>
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)init NS_UNAVAILABLE;
@property (nonatomic, readonly, nullable) UIScene *scene;
@property (nonatomic, readonly) NSString *persistentIdentifier;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UISceneConnectionOptions : NSObject
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)init NS_UNAVAILABLE;
@property (nullable, nonatomic, readonly) NSString *sourceApplication;
@end

UIKIT_EXTERN NSNotificationName const UIKeyboardWillShowNotification API_UNAVAILABLE(tvos);
UIKIT_EXTERN NSNotificationName const UIKeyboardDidShowNotification API_UNAVAILABLE(tvos);
UIKIT_EXTERN NSNotificationName const UIKeyboardWillHideNotification API_UNAVAILABLE(tvos);
UIKIT_EXTERN NSNotificationName const UIKeyboardDidHideNotification API_UNAVAILABLE(tvos);
UIKIT_EXTERN NSString *const UIKeyboardFrameBeginUserInfoKey API_UNAVAILABLE(tvos);
UIKIT_EXTERN NSString *const UIKeyboardFrameEndUserInfoKey API_UNAVAILABLE(tvos);
UIKIT_EXTERN NSString *const UIKeyboardAnimationDurationUserInfoKey API_UNAVAILABLE(tvos);
UIKIT_EXTERN NSString *const UIKeyboardAnimationCurveUserInfoKey API_UNAVAILABLE(tvos);
UIKIT_EXTERN NSNotificationName const UIKeyboardWillChangeFrameNotification API_UNAVAILABLE(tvos);
UIKIT_EXTERN NSNotificationName const UIKeyboardDidChangeFrameNotification API_UNAVAILABLE(tvos);

NS_HEADER_AUDIT_END(nullability, sendability)

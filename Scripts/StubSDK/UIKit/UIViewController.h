// View controllers and navigation (stub; see ../README.md), from the SDK's UIViewController.h
// (with its UIContentContainer protocol), UIAlertController.h, UINavigationController.h,
// UINavigationBar.h, UINavigationItem.h, UIBarItem.h, UIBarButtonItem.h, UITabBar.h,
// UITabBarItem.h, UISearchController.h and UISearchBar.h. The alert's and its action's factory
// methods import as initializers (`UIAlertController(title:message:preferredStyle:)`,
// `UIAlertAction(title:style:handler:)`), and UIKit.apinotes nests their style enums.
// UIKit.apinotes renames `addChildViewController:` to `addChild(_:)`,
// `didMoveToParentViewController:` to `didMove(toParent:)` and `childViewControllers` to
// `children`; the Swift initializer `UIBarButtonItem(systemItem:primaryAction:menu:)` is the
// overlay's.
#pragma once
#include "UIView.h"

@class UIAction, UIMenu, UINavigationItem, UINavigationController, UISearchController, UISearchBar;
@class UIBarButtonItem, UITabBarItem, UITextField, UIImage;
@protocol UITabBarDelegate;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

NS_SWIFT_UI_ACTOR
@protocol UIContentContainer <NSObject>
- (void)preferredContentSizeDidChangeForChildContentContainer:(id <UIContentContainer>)container;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIViewController : UIResponder <NSCoding, UITraitEnvironment, UIContentContainer>
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property(null_resettable, nonatomic,strong) UIView *view;
- (void)loadView;
- (void)viewDidLoad;
@property(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (void)viewDidDisappear:(BOOL)animated;
- (void)viewWillLayoutSubviews;
- (void)viewDidLayoutSubviews;
@property(nullable, nonatomic,copy) NSString *title;
@property(nullable, nonatomic,weak,readonly) UIViewController *parentViewController;
@property(nullable, nonatomic,readonly) UIViewController *presentedViewController  API_AVAILABLE(ios(5.0));
- (void)presentViewController:(UIViewController *)viewControllerToPresent animated: (BOOL)flag completion:(void (^ _Nullable)(void))completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(5.0));
@end

typedef NS_ENUM(NSInteger, UIAlertActionStyle) {
  UIAlertActionStyleDefault = 0,
  UIAlertActionStyleCancel,
  UIAlertActionStyleDestructive
} API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos);

typedef NS_ENUM(NSInteger, UIAlertControllerStyle) {
  UIAlertControllerStyleActionSheet = 0,
  UIAlertControllerStyleAlert
} API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos);

UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UIAlertAction : NSObject <NSCopying>
+ (instancetype)actionWithTitle:(nullable NSString *)title style:(UIAlertActionStyle)style handler:(void (^ _Nullable)(UIAlertAction *action))handler;
@property (nullable, nonatomic, readonly) NSString *title;
@property (nonatomic, readonly) UIAlertActionStyle style;
@end

UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UIAlertController : UIViewController
+ (instancetype)alertControllerWithTitle:(nullable NSString *)title message:(nullable NSString *)message preferredStyle:(UIAlertControllerStyle)preferredStyle;
- (void)addAction:(UIAlertAction *)action;
@property (nonatomic, readonly) NSArray<UIAlertAction *> *actions;
@end

@interface UIViewController (UIContainerViewControllerProtectedMethods)
@property(nonatomic,readonly) NSArray<__kindof UIViewController *> *childViewControllers;
- (void)addChildViewController:(UIViewController *)childController;
- (void)removeFromParentViewController;
@end

@interface UIViewController (UIContainerViewControllerCallbacks)
- (void)willMoveToParentViewController:(nullable UIViewController *)parent;
- (void)didMoveToParentViewController:(nullable UIViewController *)parent;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UINavigationBar : UIView <NSCoding>
@property (nonatomic, readwrite, assign) BOOL prefersLargeTitles UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UINavigationController : UIViewController
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;
- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated;
@property(nullable, nonatomic,readonly,strong) UIViewController *topViewController;
@property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;
@property(nonatomic,readonly) UINavigationBar *navigationBar;
@end

@interface UIViewController (UINavigationControllerItem)
@property(nonatomic,readonly,strong) UINavigationItem *navigationItem;
@property(nullable, nonatomic,readonly,strong) UINavigationController *navigationController;
@end

typedef NS_ENUM(NSInteger, UINavigationItemLargeTitleDisplayMode) {
  UINavigationItemLargeTitleDisplayModeAutomatic,
  UINavigationItemLargeTitleDisplayModeAlways,
  UINavigationItemLargeTitleDisplayModeNever,
} NS_SWIFT_NAME(UINavigationItem.LargeTitleDisplayMode);

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UINavigationItem : NSObject <NSCoding>
- (instancetype)initWithTitle:(NSString *)title NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readwrite, copy, nullable) NSString *title;
@property (nonatomic, readwrite, strong, nullable) UIView *titleView;
@property(nonatomic, readwrite, strong, nullable) UIBarButtonItem *leftBarButtonItem;
@property(nonatomic, readwrite, strong, nullable) UIBarButtonItem *rightBarButtonItem;
@property (nonatomic, readwrite, assign) UINavigationItemLargeTitleDisplayMode largeTitleDisplayMode API_UNAVAILABLE(tvos);
@property (nonatomic, readwrite, strong, nullable) UISearchController *searchController API_UNAVAILABLE(tvos);
@property (nonatomic, readwrite, assign) BOOL hidesSearchBarWhenScrolling API_UNAVAILABLE(tvos);
@end

typedef NS_ENUM(NSInteger, UIBarButtonSystemItem) {
  UIBarButtonSystemItemDone,
  UIBarButtonSystemItemCancel,
  UIBarButtonSystemItemEdit,
  UIBarButtonSystemItemSave,
  UIBarButtonSystemItemAdd,
  UIBarButtonSystemItemFlexibleSpace,
  UIBarButtonSystemItemFixedSpace,
  UIBarButtonSystemItemCompose,
  UIBarButtonSystemItemReply,
  UIBarButtonSystemItemAction,
  UIBarButtonSystemItemOrganize,
  UIBarButtonSystemItemBookmarks,
  UIBarButtonSystemItemSearch,
  UIBarButtonSystemItemRefresh,
  UIBarButtonSystemItemStop,
  UIBarButtonSystemItemCamera,
  UIBarButtonSystemItemTrash,
  UIBarButtonSystemItemPlay,
  UIBarButtonSystemItemPause,
  UIBarButtonSystemItemRewind,
  UIBarButtonSystemItemFastForward,
  UIBarButtonSystemItemUndo,
  UIBarButtonSystemItemRedo,
  UIBarButtonSystemItemPageCurl,
  UIBarButtonSystemItemClose API_UNAVAILABLE(tvos)
};

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIBarItem : NSObject <NSCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property(nonatomic,getter=isEnabled) BOOL enabled;
@property(nullable, nonatomic,copy) NSString *title;
@property(nonatomic) NSInteger tag;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIBarButtonItem : UIBarItem <NSCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem target:(nullable id)target action:(nullable SEL)action;
- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem primaryAction:(nullable UIAction *)primaryAction;
@property (nonatomic, readwrite, copy, nullable) UIAction *primaryAction;
@end

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UITabBar : UIView
@property(nullable, nonatomic, weak) id<UITabBarDelegate> delegate;
@property(nullable, nonatomic, copy) NSArray<UITabBarItem *> *items;
@property(nullable, nonatomic, weak) UITabBarItem *selectedItem;
@end

API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@protocol UITabBarDelegate<NSObject>
@optional
- (void)tabBar:(UITabBar *)tabBar didSelectItem:(UITabBarItem *)item;
@end

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UITabBarItem : UIBarItem
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithTitle:(nullable NSString *)title image:(nullable UIImage *)image tag:(NSInteger)tag;
@end

NS_SWIFT_UI_ACTOR
@protocol UISearchResultsUpdating <NSObject>
@required
- (void)updateSearchResultsForSearchController:(UISearchController *)searchController;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UISearchController : UIViewController
- (instancetype)initWithSearchResultsController:(nullable UIViewController *)searchResultsController NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nullable, nonatomic, weak) id <UISearchResultsUpdating> searchResultsUpdater;
@property (nonatomic, assign, getter = isActive) BOOL active;
@property (nonatomic, assign) BOOL obscuresBackgroundDuringPresentation;
@property (nullable, nonatomic, strong, readonly) UIViewController *searchResultsController;
@property (nonatomic, strong, readonly) UISearchBar *searchBar;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UISearchBar : UIView
- (instancetype)init API_UNAVAILABLE(tvos);
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER API_UNAVAILABLE(tvos);
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER API_UNAVAILABLE(tvos);
@property(nullable,nonatomic,copy) NSString *text;
@property(nullable,nonatomic,copy) NSString *placeholder;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

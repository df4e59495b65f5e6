// Tables (stub; see ../README.md), from the SDK's UITableView.h, UITableViewCell.h,
// UITableViewController.h, UIContextualAction.h and UISwipeActionsConfiguration.h. The data
// source's and delegate's Swift names come from the importer (`tableView(_:cellForRowAt:)`,
// `deleteRows(at:with:)`, `register(_:forCellReuseIdentifier:)`); UIKit.apinotes nests the enums
// (`UITableView.Style`, `UITableView.RowAnimation`, `UITableViewCell.AccessoryType`).
#pragma once
#include "UIScrollView.h"
#include "UIViewController.h"

@class UIImage, UIContextualAction, UISwipeActionsConfiguration;
@protocol UITableViewDataSource, UITableViewDelegate;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef NS_ENUM(NSInteger, UITableViewStyle) {
  UITableViewStylePlain,
  UITableViewStyleGrouped,
  UITableViewStyleInsetGrouped API_UNAVAILABLE(tvos)
};

typedef NS_ENUM(NSInteger, UITableViewRowAnimation) {
  UITableViewRowAnimationFade,
  UITableViewRowAnimationRight,
  UITableViewRowAnimationLeft,
  UITableViewRowAnimationTop,
  UITableViewRowAnimationBottom,
  UITableViewRowAnimationNone,
  UITableViewRowAnimationMiddle,
  UITableViewRowAnimationAutomatic = 100
};

typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
  UITableViewCellStyleDefault,
  UITableViewCellStyleValue1,
  UITableViewCellStyleValue2,
  UITableViewCellStyleSubtitle
};

typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
  UITableViewCellAccessoryNone,
  UITableViewCellAccessoryDisclosureIndicator,
  UITableViewCellAccessoryDetailDisclosureButton API_UNAVAILABLE(tvos),
  UITableViewCellAccessoryCheckmark,
  UITableViewCellAccessoryDetailButton API_UNAVAILABLE(tvos)
};

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UITableViewCell : UIView <NSCoding>
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(nullable NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
@property (nonatomic) UITableViewCellAccessoryType accessoryType;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UITableView : UIScrollView <NSCoding>
- (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly) UITableViewStyle style;
@property (nonatomic, weak, nullable) id <UITableViewDataSource> dataSource;
@property (nonatomic, weak, nullable) id <UITableViewDelegate> delegate;
@property (nonatomic) CGFloat rowHeight;
@property (nonatomic, strong, nullable) UIView *backgroundView;
- (void)deleteRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
- (void)reloadData;
@property (nonatomic, strong, nullable) UIView *tableHeaderView;
@property (nonatomic, strong, nullable) UIView *tableFooterView;
- (nullable __kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier;
- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
- (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier;
@end

NS_SWIFT_UI_ACTOR
@protocol UITableViewDataSource<NSObject>
@required
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView;
@end

NS_SWIFT_UI_ACTOR
@protocol UITableViewDelegate<NSObject, UIScrollViewDelegate>
@optional
- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
- (nullable UISwipeActionsConfiguration *)tableView:(UITableView *)tableView trailingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath API_UNAVAILABLE(tvos);
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>
- (instancetype)initWithStyle:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, strong, null_resettable) UITableView *tableView;
@end

typedef void (^UIContextualActionHandler)(UIContextualAction *action, __kindof UIView *sourceView, void(^completionHandler)(BOOL actionPerformed));

typedef NS_ENUM(NSInteger, UIContextualActionStyle) {
  UIContextualActionStyleNormal,
  UIContextualActionStyleDestructive
} NS_SWIFT_NAME(UIContextualAction.Style) API_UNAVAILABLE(tvos);

UIKIT_EXTERN API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
@interface UIContextualAction : NSObject
+ (instancetype)contextualActionWithStyle:(UIContextualActionStyle)style title:(nullable NSString *)title handler:(UIContextualActionHandler)handler;
@property (nonatomic, readonly) UIContextualActionStyle style;
@property (nonatomic, copy, nullable) NSString *title;
@property (nonatomic, copy, null_resettable) UIColor *backgroundColor;
@property (nonatomic, copy, nullable) UIImage *image;
@end

UIKIT_EXTERN API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
@interface UISwipeActionsConfiguration : NSObject
+ (instancetype)configurationWithActions:(NSArray<UIContextualAction *> *)actions;
@property (nonatomic, copy, readonly) NSArray<UIContextualAction *> *actions;
@property (nonatomic) BOOL performsFirstActionWithFullSwipe;
@end

NS_HEADER_AUDIT_END(nullability, sendability)

/// A sheet whose content is pages side by side, each a list of its own: which page shows, as
/// the app's binding and the user's swipes say (ARCHITECTURE.md §8: a declarative host's
/// binding, as ``SheetSelection`` is for the detent).
///
/// The host lays the pages out side by side in a horizontal pager; the page shown is the one
/// the sheet's gesture drives (its list goes to the kernel as
/// ``SheetHostEvent/contentSwitched(offset:contentHeight:)``). An app that writes the binding
/// shows that page; a swipe that settles on another page is written back.
///
///     var pages = SheetPages(page: 0, count: 2)
///     pages.update(page: 1)  // 1: show page 1 (scroll the pager, track its list)
///     pages.settled(atOffset: 0, width: 390)  // 0: the user swiped back to page 0
///     pages.scheduleWrite()  // 0: write it into the binding
public struct SheetPages: Sendable {
  /// How many pages there are, at least one.
  public let count: Int
  /// The page shown.
  public private(set) var shown: Int
  /// The binding's link.
  @_spi(Engine) public private(set) var link: SheetBindingLink<Int>

  /// Pages, `count` of them (at least one), showing `page` (clamped into them).
  public init(page: Int, count: Int) {
    self.count = max(1, count)
    shown = min(max(page, 0), self.count - 1)
    link = SheetBindingLink(page)
  }

  /// The app declares `page`: the page to show now (clamped into the pages), or `nil` when
  /// nothing changed or the value is the host's own write arriving.
  public mutating func update(page: Int) -> Int? {
    guard let page = link.declare(page) else { return nil }
    let clamped = min(max(page, 0), count - 1)
    guard clamped != shown else { return nil }
    shown = clamped
    return clamped
  }

  /// The pager came to rest at `offset` (points along it) with pages `width` points wide: the
  /// page it shows now, whose list to track, or `nil` when it is the page shown already. Then
  /// ``scheduleWrite()`` says what to write into the binding.
  public mutating func settled(atOffset offset: Double, width: Double) -> Int? {
    guard width > 0, offset.isFinite else { return nil }
    let page = min(max(Int((offset / width).rounded()), 0), count - 1)
    guard page != shown else { return nil }
    shown = page
    return page
  }

  /// The page to write into the binding, when it does not hold the page shown (nor is a write
  /// of it on its way).
  public mutating func scheduleWrite() -> Int? { link.scheduleWrite(shown) }

  /// The pager's offset that shows `page` with pages `width` points wide.
  public func offset(of page: Int, width: Double) -> Double {
    Double(min(max(page, 0), count - 1)) * max(0, width)
  }

  /// Each page's frame in a pager of `size`: side by side, each the pager's size.
  public func frames(in size: HostSize) -> [DecorationRect] {
    (0..<count).map {
      DecorationRect(
        x: Double($0) * size.width, y: 0, width: size.width, height: size.height)
    }
  }

  /// Runs a scheduled write, the binding holding `current` (the rule the detent's and the
  /// presentation's bindings follow too).
  public mutating func performWrite(bindingHolds current: Int) -> Int? {
    link.performWrite(bindingHolds: current)
  }
}

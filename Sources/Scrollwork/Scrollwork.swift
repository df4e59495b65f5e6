#if canImport(UIKit)
// `import Scrollwork` gives an iOS app the engine and, as later capabilities land, the UIKit
// adapters that host it. The adapters hold no decisions: see ARCHITECTURE.md §1.
@_exported import ScrollworkCore
#endif

/// Relayout and the rubber band: a new container, keyboard or detent list that keeps the
/// sheet's place (hidden or on its way there included), and the resistance past the outermost
/// detents — or past hidden, when a finger may dismiss the sheet.
extension SheetMachine {
  // MARK: Relayout

  /// Re-resolves the detents for a new context or list and keeps the sheet's place: at rest
  /// it moves with its settled detent (the id is kept, or the nearest detent chosen when the id
  /// is gone) — springing there when `animated` (keyboard, detent changes), at once otherwise
  /// (a resize lays out again, as UIKit's rotation does) — an animation retargets, and a drag
  /// carries on from where the sheet is.
  mutating func relayout(
    context next: SheetContext, rules new: (list: [SheetDetent], detents: SheetDetents)?,
    animated: Bool, at t: Double, configuration: SheetConfiguration
  ) {
    commit(at: t)
    let now = continuousState(at: t)
    let settledID = detents[settledIndex].id
    let presence = self.presence
    var targetID: SheetDetent.ID?
    if case .animating(_, let index, _) = state, index != Self.hiddenIndex {
      targetID = detents[index].id
    }
    let translation: Double? = {
      if case .dragging(_, let translation, _, _) = state { return translation }
      return nil
    }()

    context = next
    if let new {
      rules = new.list
      detents = new.detents
    } else {
      Self.resolve(validated: rules, in: next, configuration: configuration, into: &detents)
    }
    settledIndex = index(of: settledID, near: now.y)
    lastEventTime = t
    if let translation {
      // The sheet stays under the finger: re-anchor the drag in the new detents' rubber band.
      reanchorDrag(at: now.y, translation: translation, configuration: configuration)
      return
    }
    // Hidden, it stays hidden at the new container's bottom; on its way there, it goes on.
    if presence == .hidden {
      rest(at: Self.hiddenIndex)
      return
    }
    if presence == .dismissing {
      animate(to: Self.hiddenIndex, at: t, configuration: configuration)
      return
    }
    if let targetID {
      animate(to: index(of: targetID, near: now.y), at: t, configuration: configuration)
    } else if abs(detents[settledIndex].y - now.y) > 1e-9 {
      if animated {
        animate(to: settledIndex, at: t, configuration: configuration)
      } else {
        state = .resting(y: detents[settledIndex].y)
      }
    } else if case .resting = state {
      // Within a hair of its detent: on it exactly (a hair below a half pixel would round to
      // the pixel below the detent's; SheetFuzz found such a sheet resting off its detent).
      state = .resting(y: detents[settledIndex].y)
    }
  }

  /// The drag goes on with the finger where it is, the sheet at `y`, in the rubber band of the
  /// detents and dismissal now in force (a relayout, or a dismissal vetoed mid-drag).
  mutating func reanchorDrag(
    at y: Double, translation: Double, configuration: SheetConfiguration
  ) {
    let band = bandDimension(forShown: y, configuration: configuration)
    state = .dragging(
      rawStart: rawPosition(
        forShown: y, band: rubberBand(band, configuration: configuration),
        configuration: configuration) - translation,
      translation: translation, y: y, band: band)
  }

  /// A drag under way goes on from where the sheet is, in the rubber band `configuration` gives
  /// (its dismissal changed); nothing while no finger is down.
  mutating func keepDragUnderFinger(configuration: SheetConfiguration) {
    guard let dragAnchor, let stillY else { return }
    reanchorDrag(at: stillY, translation: dragAnchor.translation, configuration: configuration)
  }

  /// The index of the detent `id`, or of the detent nearest to `y` when `id` is not listed.
  func index(of id: SheetDetent.ID, near y: Double) -> Int {
    detents.index(of: id) ?? nearestIndex(to: y)
  }

  // MARK: Rubber band

  /// The shown position for an unresisted one: itself between the outermost detents (down to
  /// hidden when a finger may dismiss the sheet), rubber-banded past them.
  @inline(__always) func shownPosition(
    forRaw raw: Double, configuration: SheetConfiguration
  ) -> Double {
    let floor = floorY(configuration: configuration)
    if raw > floor {
      return floor + rubberBand(configuration: configuration).offset(forPull: raw - floor)
    }
    if raw < highestY {
      return highestY - rubberBand(configuration: configuration).offset(forPull: highestY - raw)
    }
    return raw
  }

  /// The unresisted position behind a shown one (the inverse rubber band).
  @inline(__always) func rawPosition(
    forShown y: Double, configuration: SheetConfiguration
  ) -> Double {
    rawPosition(
      forShown: y, band: rubberBand(configuration: configuration), configuration: configuration)
  }

  @inline(__always)
  func rawPosition(
    forShown y: Double, band: RubberBand, configuration: SheetConfiguration
  ) -> Double {
    let floor = floorY(configuration: configuration)
    if y > floor { return floor + band.pull(forOffset: y - floor) }
    if y < highestY { return highestY - band.pull(forOffset: highestY - y) }
    return y
  }

  func rubberBand(_ dimension: Double, configuration: SheetConfiguration) -> RubberBand {
    RubberBand(dimension: dimension, coefficient: configuration.rubberBandCoefficient)
  }
}

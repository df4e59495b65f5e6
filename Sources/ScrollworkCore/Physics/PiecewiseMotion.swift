/// A motion of up to three closed-form pieces, one after another, queried by time: the one
/// shape of every motion the machines plan — a scroll view's fling and bounces, a sheet's
/// spring, timed curve or coast, a header's coast and settle.
///
/// Each piece runs its own simulation from its `start` (seconds since the motion began) until
/// its `end`; after the last piece the motion rests at ``restingPosition``. It is finished at
/// ``duration``, or, when ``finishesWithLastPiece``, once its last piece's simulation is.
/// Sampling never allocates and is the same for any replay of the same time.
///
///     let coast = DecelerationSimulation(position: 0, velocity: 1000, rate: .normal)
///     let motion = PiecewiseMotion(coast, until: 0.2)  // a coast that arrives 0.2 s in
///     motion.position(at: 1)  // where it arrived: it holds there
struct PiecewiseMotion: MotionSimulation, Hashable {
  /// The closed-form simulation of one piece.
  enum Simulation: Sendable, Hashable {
    case spring(SpringSimulation)
    case deceleration(DecelerationSimulation)
    case curve(TimingCurveSimulation)
  }

  /// One piece, active from `start` to `end` (seconds since the motion began).
  struct Piece: Sendable, Hashable {
    var simulation: Simulation
    var start: Double
    var end: Double

    @inline(__always) func position(at t: Double) -> Double {
      switch simulation {
      case .spring(let s): s.position(at: t - start)
      case .deceleration(let d): d.position(at: t - start)
      case .curve(let c): c.position(at: t - start)
      }
    }

    @inline(__always) func state(at t: Double) -> (position: Double, velocity: Double) {
      switch simulation {
      case .spring(let s): s.state(at: t - start)
      case .deceleration(let d): d.state(at: t - start)
      case .curve(let c): (c.position(at: t - start), c.velocity(at: t - start))
      }
    }

    @inline(__always) func velocity(at t: Double) -> Double {
      switch simulation {
      case .spring(let s): s.velocity(at: t - start)
      case .deceleration(let d): d.velocity(at: t - start)
      case .curve(let c): c.velocity(at: t - start)
      }
    }

    @inline(__always) func isFinished(at t: Double) -> Bool {
      switch simulation {
      case .spring(let s): s.isFinished(at: t - start)
      case .deceleration(let d): d.isFinished(at: t - start)
      case .curve(let c): c.isFinished(at: t - start)
      }
    }

    /// Whether it decelerates (a coast or a fling), rather than springs or follows a curve.
    var isDeceleration: Bool {
      if case .deceleration = simulation { return true }
      return false
    }
  }

  /// The pieces, in order: `first` always, `second` and `third` when ``count`` says so (an
  /// unused piece is never read, nor compared). Kept as plain fields rather than optionals so
  /// that sampling reads a piece in place instead of copying it out of an optional:
  /// `sample.bouncing`, `sheet.sample.momentum` (Benchmarks/README.md).
  private(set) var first: Piece
  private var secondPiece: Piece
  private var thirdPiece: Piece
  /// How many pieces there are, 1–3.
  private(set) var count: Int
  /// Where the motion rests after its last piece, in points (not rounded).
  private(set) var restingPosition: Double
  /// When it comes to rest, in seconds since it began (unless ``finishesWithLastPiece``).
  private(set) var duration: Double
  /// Whether it is finished once its last piece's simulation is, rather than at ``duration``.
  private(set) var finishesWithLastPiece = false

  /// The second piece, if any.
  var second: Piece? { count > 1 ? secondPiece : nil }
  /// The third piece, if any.
  var third: Piece? { count > 2 ? thirdPiece : nil }

  /// Pieces in order (the first non-`nil`), resting at `rest` from `duration`.
  init(pieces: (Piece?, Piece?, Piece?), rest: Double, duration: Double) {
    first = pieces.0 ?? Self.emptyPiece(at: rest)
    secondPiece = pieces.1 ?? first
    thirdPiece = pieces.1 == nil ? first : pieces.2 ?? first
    count = pieces.1 == nil ? 1 : pieces.2 == nil ? 2 : 3
    restingPosition = rest
    self.duration = duration
  }

  /// What a motion already at rest at `position` is: one empty piece.
  private static func emptyPiece(at position: Double) -> Piece {
    Piece(
      simulation: .deceleration(
        DecelerationSimulation(position: position, velocity: 0, rate: .normal)),
      start: 0, end: 0)
  }

  // MARK: Planning in place

  /// Empties the motion, in place, for ``append(_:)`` and ``rest(at:from:)`` to plan it anew:
  /// a motion built aside and assigned would be copied whole (``ScrollTrajectory``).
  mutating func removeAll() {
    count = 0
    finishesWithLastPiece = false
  }

  /// Adds `piece` after the last one, in place (a third piece at most: a fourth replaces it).
  mutating func append(_ piece: Piece) {
    switch count {
    case 0: first = piece
    case 1: secondPiece = piece
    default: thirdPiece = piece
    }
    count = min(count + 1, 3)
  }

  /// Ends a plan begun with ``removeAll()``: the motion rests at `position` from `duration`
  /// (one empty piece there if none was appended).
  mutating func rest(at position: Double, from duration: Double) {
    if count == 0 { append(Self.emptyPiece(at: position)) }
    restingPosition = position
    self.duration = duration
  }

  /// One simulation, run for ever: finished when it is.
  init(_ simulation: Simulation) {
    let piece = Piece(simulation: simulation, start: 0, end: .infinity)
    switch simulation {
    case .spring(let s):
      self.init(pieces: (piece, nil, nil), rest: s.target, duration: s.settleTime)
    case .deceleration(let d):
      self.init(pieces: (piece, nil, nil), rest: d.restingPosition, duration: d.duration)
    case .curve(let c):
      self.init(pieces: (piece, nil, nil), rest: c.position(at: c.duration), duration: c.duration)
    }
    finishesWithLastPiece = true
  }

  /// A coast that arrives `arrival` seconds in, with velocity to spare, and holds there (at
  /// `rest`, where it arrives when `nil`).
  init(_ coast: DecelerationSimulation, until arrival: Double, restingAt rest: Double? = nil) {
    self.init(
      pieces: (Piece(simulation: .deceleration(coast), start: 0, end: arrival), nil, nil),
      rest: rest ?? coast.position(at: arrival), duration: arrival)
  }

  /// A coast that stops by itself, then a spring from where it stopped, run for ever: finished
  /// when the spring is.
  init(_ coast: DecelerationSimulation, then settle: SpringSimulation) {
    self.init(
      pieces: (
        Piece(simulation: .deceleration(coast), start: 0, end: coast.duration),
        Piece(simulation: .spring(settle), start: coast.duration, end: .infinity), nil
      ),
      rest: settle.target, duration: coast.duration + settle.settleTime)
    finishesWithLastPiece = true
  }

  /// The same motion `distance` points further along: every piece and the rest moved, the
  /// times and velocities as they were (what a scroll view's motion becomes when the content
  /// under it moves by `distance` and its edges with it).
  func translated(by distance: Double) -> Self {
    func moved(_ piece: Piece) -> Piece {
      var piece = piece
      switch piece.simulation {
      case .spring(var s):
        s.translate(by: distance)
        piece.simulation = .spring(s)
      case .deceleration(var d):
        d.translate(by: distance)
        piece.simulation = .deceleration(d)
      case .curve(var c):
        c.translate(by: distance)
        piece.simulation = .curve(c)
      }
      return piece
    }
    var motion = self
    motion.first = moved(first)
    motion.secondPiece = moved(secondPiece)
    motion.thirdPiece = moved(thirdPiece)
    motion.restingPosition += distance
    return motion
  }

  /// `body` applied, in place, to the piece running at `t`; `ended` once the last has ended.
  @inline(__always) private func withPiece<Result>(
    at t: Double, ended: Result, _ body: (borrowing Piece) -> Result
  ) -> Result {
    if t < first.end { return body(first) }
    if count > 1, t < secondPiece.end { return body(secondPiece) }
    if count > 2, t < thirdPiece.end { return body(thirdPiece) }
    return ended
  }

  /// The piece running at `t`, or `nil` once the last has ended.
  func piece(at t: Double) -> Piece? { withPiece(at: t, ended: nil) { copy $0 } }

  /// Whether the piece running at `t` decelerates (`nil` once the last has ended).
  @inline(__always) func isDecelerating(at t: Double) -> Bool? {
    withPiece(at: t, ended: nil) { $0.isDeceleration }
  }

  /// The position at `t` seconds since the motion began, in points (not rounded).
  @inline(__always) func position(at t: Double) -> Double {
    withPiece(at: t, ended: restingPosition) { $0.position(at: t) }
  }

  /// The velocity at `t`, in points per second.
  @inline(__always) func velocity(at t: Double) -> Double {
    withPiece(at: t, ended: 0) { $0.velocity(at: t) }
  }

  /// The position and velocity at `t`, computed together (the same numbers as apart).
  @inline(__always) func state(at t: Double) -> (position: Double, velocity: Double) {
    withPiece(at: t, ended: (restingPosition, 0)) { $0.state(at: t) }
  }

  /// Equal when the pieces in use, the rest and the finish are: unused pieces do not count.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.restingPosition == rhs.restingPosition
      && lhs.duration == rhs.duration && lhs.finishesWithLastPiece == rhs.finishesWithLastPiece
      && lhs.first == rhs.first && lhs.second == rhs.second && lhs.third == rhs.third
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(restingPosition)
    hasher.combine(duration)
    hasher.combine(finishesWithLastPiece)
    hasher.combine(first)
    hasher.combine(second)
    hasher.combine(third)
  }

  /// Whether it has come to rest by `t`.
  @inline(__always) func isFinished(at t: Double) -> Bool {
    guard finishesWithLastPiece else { return t >= duration }
    switch count {
    case 1: return t >= first.start && first.isFinished(at: t)
    case 2: return t >= secondPiece.start && secondPiece.isFinished(at: t)
    default: return t >= thirdPiece.start && thirdPiece.isFinished(at: t)
    }
  }
}

import ArgumentParser
import Foundation
@_spi(Engine) import ScrollworkSimulator

/// `scrollwork`: simulate, list and (as the gallery lands) render Scrollwork's scenarios.
@main
struct ScrollworkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scrollwork",
    abstract:
      "Simulate, draw and play Scrollwork's scroll effects and sheet headlessly from scenario files.",
    discussion: """
      A scenario (JSON) describes a scroll view — with its decorations, or a sheet with detents, \
      a header and a list over it — and a script of touches, keyboard and app actions; a trace \
      (JSON) records every frame. 'render' and 'gallery' draw traces as SVG; 'playground' writes \
      a page where the engine runs live in a browser. Argument and input errors exit with \
      status 2.
      """,
    subcommands: [Simulate.self, Render.self, Gallery.self, Playground.self, Scenarios.self]
  )

  /// Runs the command line, mapping every argument or input error to exit status 2.
  static func main() {
    do {
      try checkHelpTopic(Array(CommandLine.arguments.dropFirst()))
      var command = try parseAsRoot()
      try command.run()
    } catch {
      exit(withError: error, status: Self.status(for: error))
    }
  }

  /// `scrollwork help NAME` for a command there is not: ArgumentParser prints the general help
  /// and exits 0, as if the name were right.
  /// - Throws: ``CommandError`` naming the commands.
  static func checkHelpTopic(_ arguments: [String]) throws {
    guard arguments.count >= 2, arguments[0] == "help", !arguments[1].hasPrefix("-") else {
      return
    }
    let names =
      configuration.subcommands.map {
        $0.configuration.commandName ?? String(describing: $0).lowercased()
      } + ["help"]
    guard !names.contains(arguments[1]) else { return }
    throw CommandError(
      message: "help: no command \(arguments[1]) (the commands: "
        + names.dropLast().joined(separator: ", ") + ")")
  }

  /// Exit status 2 for argument and input errors; whatever ArgumentParser says otherwise
  /// (0 for `--help`).
  static func status(for error: Error) -> Int32 {
    if error is ScenarioError || error is CommandError { return 2 }
    let code = exitCode(for: error)
    return code == .validationFailure ? 2 : code.rawValue
  }

  static func exit(withError error: Error, status: Int32) -> Never {
    let message: String
    if let error = error as? ScenarioError {
      message = "scrollwork: error: \(oneLine(error.description))"
    } else if let error = error as? CommandError {
      message = "scrollwork: error: \(oneLine(error.message))"
    } else if status == 0 {
      message = fullMessage(for: error)  // --help and --version print in full
    } else {
      // One line: ArgumentParser's reason, then where to read the usage.
      let reason = fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? ""
      let trimmed = reason.hasPrefix("Error: ") ? String(reason.dropFirst(7)) : reason
      message = "scrollwork: error: \(trimmed) (see 'scrollwork --help')"
    }
    if !message.isEmpty {
      let stream = status == 0 ? FileHandle.standardOutput : FileHandle.standardError
      stream.write(Data((message + "\n").utf8))
    }
    Foundation.exit(status)
  }
}

extension ScrollworkCommand {
  /// `text` with every character that could end or reorder a terminal line (control characters,
  /// the line and paragraph separators) written as an escape, `\n` or `\u{2028}`: a path given
  /// on the command line may hold one, and an error is one line.
  static func oneLine(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x09: out += "\\t"
      case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

/// An input problem that is not in a scenario's contents (a file that cannot be read or written).
struct CommandError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

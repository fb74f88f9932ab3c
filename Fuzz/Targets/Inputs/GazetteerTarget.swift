import Foundation
import WeatherPlaces

@testable import WeatherCommand
@testable import WeatherCore

/// The gazetteer's name search, as a run and the shell's Tab use it: the places a name
/// stands for, the places near a name it does not know, and the names that complete a
/// prefix.
enum GazetteerTarget {
  static func check(_ bytes: Data) throws(Violation) {
    guard let gazetteer = Gazetteer.embedded else {
      throw Violation(description: "the embedded gazetteer does not load")
    }
    // An argument or a line of input holds no NUL.
    let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    let named = gazetteer.places(named: text)
    try Violation.check(
      named.count <= Gazetteer.candidateLimit, "\(named.count) places for one name")
    let near = gazetteer.suggestions(for: text)
    try Violation.check(near.count <= 3, "\(near.count) suggestions, more than asked for")
    for place in named + near {
      try Violation.check(
        (-90...90).contains(place.coordinate.latitude)
          && (-180...180).contains(place.coordinate.longitude),
        "a place off the globe: \(place)")
      try Violation.terminalSafe(place.name, "a place's name")
    }
    let completions = gazetteer.completions(for: text)
    try Violation.check(completions.count <= 20, "\(completions.count) completions")
    for completion in completions {
      // One a line to the shell, and each a location weather takes.
      try Violation.terminalSafe(completion, "a completion")
      guard
        case .success = Result(catching: { () throws(WeatherError) in
          try Location(parsing: completion)
        })
      else { throw Violation(description: "a completion weather refuses: \(completion)") }
    }
  }
}

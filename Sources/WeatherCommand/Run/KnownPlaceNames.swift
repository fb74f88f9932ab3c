import WeatherCore

/// Names the built-in places know exactly, which win over other readings of what was typed:
/// words that join into one name (`weather New York`), and a name with a digit that would
/// otherwise read as a postal code (`6th of October City,EG`). Knowing costs no request: the
/// built-in places are offline.
enum KnownPlaceNames {
  /// The most words joined into one name (`Santa Cruz de la Sierra`).
  static let maximumWords = 6

  /// Whether the built-in places know `text` exactly, as any of a place's names, with or
  /// without a region and a country (`New York`, `new york,US`, `뉴욕`).
  static func knows(_ text: String) -> Bool {
    guard let name = try? Location.checkedName(text) else { return false }
    return !(Gazetteer.embedded?.places(named: name).isEmpty ?? true)
  }

  /// `arguments` with each run of neighbouring words that names a known place joined into
  /// one argument, the longest run first: `New York London` is `New York` and `London`.
  static func joined(_ arguments: [LocationArgument]) -> [LocationArgument] {
    var result: [LocationArgument] = []
    var index = 0
    while index < arguments.count {
      var words: [String] = []
      for argument in arguments[index...].prefix(maximumWords) {
        guard case .text(let word) = argument else { break }
        words.append(word)
      }
      let known = stride(from: words.count, through: 2, by: -1).first {
        knows(words.prefix($0).joined(separator: " "))
      }
      if let known {
        result.append(.text(words.prefix(known).joined(separator: " ")))
        index += known
      } else {
        result.append(arguments[index])
        index += 1
      }
    }
    return result
  }

  /// The word when the command line's only location is `help`, `usage` or `?` and no
  /// built-in place has that name: a person asking how to use `weather`, not for a place.
  static func helpWord(_ arguments: [LocationArgument]) -> String? {
    guard arguments.count == 1, case .text(let word) = arguments[0],
      ["help", "usage", "?"].contains(word.lowercased()), !knows(word)
    else { return nil }
    return word
  }

  /// The location `text` stands for: a name the built-in places know exactly even where it
  /// looks like a postal code (`Sector 1,RO`), else what `Location(parsing:)` reads.
  /// - Throws: `WeatherError.invalidLocation`, as `Location(parsing:)` does.
  static func location(parsing text: String) throws(WeatherError) -> Location {
    let location = try Location(parsing: text)
    guard case .postalCode = location, knows(text) else { return location }
    return .name(try Location.checkedName(text))
  }
}

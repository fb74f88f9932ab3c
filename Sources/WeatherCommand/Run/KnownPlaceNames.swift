import WeatherCore
import WeatherPlaces

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
  /// one argument, the longest run first: `New York London` is `New York` and `London`. A
  /// run grows only while some name begins with it, so a word costs a lookup or two.
  static func joined(_ arguments: [LocationArgument]) -> [LocationArgument] {
    guard let gazetteer = Gazetteer.embedded else { return arguments }
    var result: [LocationArgument] = []
    var index = 0
    while index < arguments.count {
      guard case .text(var words) = arguments[index] else {
        result.append(arguments[index])
        index += 1
        continue
      }
      var known = 1
      var count = 1
      // A word with a comma ends a name (`New York,US`): no name goes on past its country.
      while count < maximumWords, !words.contains(","), index + count < arguments.count,
        case .text(let next) = arguments[index + count]
      {
        let longer = words + " " + next
        let name = String(longer.prefix { $0 != "," })
        guard gazetteer.hasNames(startingWith: name) else { break }
        words = longer
        count += 1
        if knows(words) { known = count }
      }
      let run = arguments[index..<(index + known)].compactMap {
        if case .text(let word) = $0 { word } else { nil }
      }
      result.append(known > 1 ? .text(run.joined(separator: " ")) : arguments[index])
      index += known
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

import Foundation

/// What a person asks about: a place name or a coordinate.
public enum Location: Sendable, Hashable {
  /// A name such as `Seoul`, `London,GB` or `Springfield,IL,US`, trimmed and checked.
  case name(String)
  /// A point given as latitude and longitude.
  case coordinate(Coordinate)
  /// A postal code in a country, such as `10001` in `US` or `E14` in `GB`.
  case postalCode(String, country: String)

  /// The longest name accepted; the longest real place names are under 100 characters.
  public static let maximumNameLength = 200
  /// The most bytes of UTF-8 a name may take, combining marks included: four for each of
  /// `maximumNameLength` characters, so no name becomes a request of more than a few KB.
  public static let maximumNameBytes = 800

  /// Reads a location as a person writes it: text that looks like `LAT,LON` (two numbers,
  /// even `nan` or `1e999`) must be valid coordinates; `CODE,CC`, where the code has a digit
  /// and `CC` is a country code, is a postal code (`10001,US`, `E14,GB`); anything else is a
  /// place name.
  /// - Parameter text: A command-line argument or a line of input.
  /// - Throws: `WeatherError.invalidLocation` saying what is wrong.
  public init(parsing text: String) throws(WeatherError) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let numeric =
      parts.count == 2
      && parts.allSatisfy { Double($0.trimmingSpaces()) != nil }
    guard numeric else {
      let name = try Self.checkedName(text)
      let parts = name.split(separator: ",", omittingEmptySubsequences: false)
      if parts.count == 2, parts[0].contains(where: \.isNumber),
        CountryCode.isValid(parts[1].trimmingSpaces())
      {
        self = .postalCode(
          parts[0].trimmingSpaces(), country: parts[1].trimmingSpaces().uppercased())
      } else {
        self = .name(name)
      }
      return
    }
    guard let coordinate = try Coordinate.parse(text) else {
      throw .invalidLocation(.notDecimalDegrees)
    }
    self = .coordinate(coordinate)
  }

  /// The name trimmed and in its composed form (NFC), so `São Paulo` typed either way is one
  /// name, one cache entry and one request; or an error saying why it cannot be looked up.
  /// - Throws: `WeatherError.invalidLocation`.
  package static func checkedName(_ name: String) throws(WeatherError) -> String {
    let trimmed = name.trimmingSpaces()
    guard !trimmed.isEmpty else { throw .invalidLocation(.emptyName) }
    guard trimmed.utf8.count <= maximumNameBytes, trimmed.count <= maximumNameLength else {
      throw .invalidLocation(.nameTooLong)
    }
    guard !trimmed.unicodeScalars.contains(where: isRefused) else {
      throw .invalidLocation(.controlCharacters)
    }
    return trimmed.composed
  }

  /// C0 and C1 controls, DEL and bidirectional controls: never part of a name. Other format
  /// characters are, as scripts need them: the joiners of Persian (خرم‌آباد) and Malayalam.
  package static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}

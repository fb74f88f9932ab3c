import Foundation

/// The states of the US (and DC) by their two-letter codes: OpenWeatherMap's geocoder takes
/// `Springfield,MO,US` and names the state `Missouri`.
package enum USState {
  /// The state named `text`, as a code (`MO`) or a name (`missouri`): its name.
  package static func name(for text: some StringProtocol) -> String? {
    let upper = text.uppercased()
    if let name = names[upper] { return name }
    return names.values.first { $0.uppercased() == upper }
  }

  /// The code of the state named `name` (`Missouri` → `MO`).
  package static func code(for name: String) -> String? {
    names.first { $0.value.caseInsensitiveCompare(name) == .orderedSame }?.key
  }

  private static let names: [String: String] = [
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California",
    "CO": "Colorado", "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia",
    "FL": "Florida", "GA": "Georgia", "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois",
    "IN": "Indiana", "IA": "Iowa", "KS": "Kansas", "KY": "Kentucky", "LA": "Louisiana",
    "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota",
    "MS": "Mississippi", "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada",
    "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York",
    "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
    "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina",
    "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont",
    "VA": "Virginia", "WA": "Washington", "WV": "West Virginia", "WI": "Wisconsin",
    "WY": "Wyoming",
  ]
}

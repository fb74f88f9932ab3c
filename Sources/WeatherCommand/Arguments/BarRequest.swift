import WeatherCore

/// `--bar NAME`: an answer in a status bar's own protocol.
struct BarRequest: Sendable, Equatable {
  /// The bars whose protocols `--bar` writes.
  enum Kind: String, Sendable, Equatable, CaseIterable {
    case waybar, i3bar, i3blocks, polybar, tmux, xmobar

    /// Whether the bar's colours are on unless `--color never` says otherwise: a bar whose
    /// colour is its own field or style (waybar's classes, i3bar's and i3blocks' `color`,
    /// tmux's styles); polybar's and xmobar's tags go inside the text, so only when asked
    /// (`--color always`).
    var colorsByDefault: Bool { self != .polybar && self != .xmobar }

    /// The forecast the bar shows besides the template's: waybar's tooltip has the next
    /// hours and today's low and high.
    var forecast: ForecastRequest { self == .waybar ? ForecastRequest(hours: 3, days: 1) : .none }
  }

  /// The bar.
  let kind: Kind
  /// The text of each location: `--format`, else wttr.in's `%c %t`.
  let template: FormatTemplate
  /// Whether the bar's colour tags or styles are written.
  let colors: Bool

  /// The template a bar's text follows without `--format`: wttr.in's `%c %t`.
  static let defaultFormat = "%c %t"
}

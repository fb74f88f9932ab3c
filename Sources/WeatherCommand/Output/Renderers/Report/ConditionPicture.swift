/// The 5-line, 13-column picture of a condition that stands beside the current weather and in
/// each part of a day.
///
/// The day pictures are wttr.in's, shape for shape and colour for colour: `getIcon` in
/// chubin/wttr.in `internal/renderer/v1/icons.go` (wego's icons before it). Its thunder bolt
/// `⚡` is drawn two columns wide, as wttr.in counts it. The night pictures are this project's:
/// a crescent moon for a clear sky, the moon behind a cloud for a partly cloudy one, and for
/// showers the cloud without the sun peeking out. Without a UTF-8 locale the curly quotes,
/// the dash and the bolt become ASCII.
enum ConditionPicture {
  /// The picture for `symbol`, by day or by night; ASCII only unless `unicode`.
  static func lines(_ symbol: ConditionSymbol, night: Bool, unicode: Bool) -> [StyledLine] {
    let markup = night ? nightMarkup(symbol) ?? dayMarkup(symbol) : dayMarkup(symbol)
    return markup.map { line in
      let styled = parse(line)
      return unicode ? styled : StyledLine(styled.spans.map(asciiSpan))
    }
  }

  /// The picture's width in columns.
  static let width = 13

  // Markup: `{c}` switches to colour `c` (see `styles`), `{}` back to none.
  private static let styles: [Character: String] = [
    "y": "38;5;226",  // the sun
    "c": "38;5;250",  // a light cloud
    "C": "38;5;240;1",  // a dark cloud
    "r": "38;5;111",  // light rain
    "R": "38;5;21;1",  // heavy rain
    "s": "38;5;255",  // light snow
    "S": "38;5;255;1",  // heavy snow
    "t": "38;5;228",  // a thunder bolt (wttr.in's also blinks; this one does not)
    "f": "38;5;251",  // fog
    "m": "38;5;229",  // the moon (this project's)
  ]

  private static let lightCloud = ["{c}     .-.     ", "{c}    (   ).   ", "{c}   (___(__)  "]
  private static let darkCloud = ["{C}     .-.     ", "{C}    (   ).   ", "{C}   (___(__)  "]
  private static let sunAndLightCloud = [
    "{y} _`/\"\"{c}.-.    ", "{y}  ,\\_{c}(   ).  ", "{y}   /{c}(___(__) ",
  ]
  private static let sunAndDarkCloud = [
    "{y} _`/\"\"{C}.-.    ", "{y}  ,\\_{C}(   ).  ", "{y}   /{C}(___(__) ",
  ]
  private static let lightRain = ["{r}    ‘ ‘ ‘ ‘  ", "{r}   ‘ ‘ ‘ ‘   "]
  private static let heavyRain = ["{R}  ‚‘‚‘‚‘‚‘   ", "{R}  ‚’‚’‚’‚’   "]
  private static let lightSnow = ["{s}    *  *  *  ", "{s}   *  *  *   "]
  private static let heavySnow = ["{S}   * * * *   ", "{S}  * * * *    "]
  private static let sleet = [
    "{r}    ‘ {s}*{r} ‘ {s}*  ", "{s}   *{r} ‘ {s}*{r} ‘   ",
  ]

  private static func dayMarkup(_ symbol: ConditionSymbol) -> [String] {
    switch symbol {
    case .unknown:
      ["    .-.      ", "     __)     ", "    (        ", "     `-’     ", "      •      "]
    case .sunny:
      [
        "{y}    \\   /    ", "{y}     .-.     ", "{y}  ― (   ) ―  ", "{y}     `-’     ",
        "{y}    /   \\    ",
      ]
    case .partlyCloudy:
      [
        "{y}   \\  /{}      ", "{y} _ /\"\"{c}.-.    ", "{y}   \\_{c}(   ).  ",
        "{y}   /{c}(___(__) ", "             ",
      ]
    case .cloudy:
      [
        "             ", "{c}     .--.    ", "{c}  .-(    ).  ", "{c} (___.__)__) ",
        "             ",
      ]
    case .veryCloudy:
      [
        "             ", "{C}     .--.    ", "{C}  .-(    ).  ", "{C} (___.__)__) ",
        "             ",
      ]
    case .fog:
      [
        "             ", "{f} _ - _ - _ - ", "{f}  _ - _ - _  ", "{f} _ - _ - _ - ",
        "             ",
      ]
    case .lightShowers:
      sunAndLightCloud + ["{r}     ‘ ‘ ‘ ‘ ", "{r}    ‘ ‘ ‘ ‘  "]
    case .heavyShowers:
      sunAndDarkCloud + ["{R}   ‚‘‚‘‚‘‚‘  ", "{R}   ‚’‚’‚’‚’  "]
    case .lightSnowShowers:
      sunAndLightCloud + ["{s}     *  *  * ", "{s}    *  *  *  "]
    case .heavySnowShowers:
      sunAndDarkCloud + ["{S}    * * * *  ", "{S}   * * * *   "]
    case .lightSleetShowers:
      sunAndLightCloud + ["{r}     ‘ {s}*{r} ‘ {s}* ", "{s}    *{r} ‘ {s}*{r} ‘  "]
    case .thunderyShowers:
      sunAndLightCloud + ["{t}    ⚡{r}‘‘{t}⚡{r}‘‘ ", "{r}    ‘ ‘ ‘ ‘  "]
    case .thunderyHeavyRain:
      darkCloud + ["{R}  ‚‘{t}⚡{R}‘‚{t}⚡{R}‚‘ ", "{R}  ‚’‚’{t}⚡{R}’‚’  "]
    case .lightRain: lightCloud + lightRain
    case .heavyRain: darkCloud + heavyRain
    case .lightSnow: lightCloud + lightSnow
    case .heavySnow: darkCloud + heavySnow
    case .lightSleet: lightCloud + sleet
    }
  }

  /// The night's picture where it differs from the day's: no sun in the sky.
  private static func nightMarkup(_ symbol: ConditionSymbol) -> [String]? {
    switch symbol {
    case .sunny:
      [
        "{m}     _..     ", "{m}   .' .'     ", "{m}  :  :       ", "{m}   '. '.     ",
        "{m}     `''     ",
      ]
    case .partlyCloudy:
      [
        "{m}   ,-'       ", "{m}  (  {c}.-.     ", "{m}   `{c}(   ).   ", "{c}   (___(__)  ",
        "             ",
      ]
    case .lightShowers, .lightSnowShowers, .lightSleetShowers, .thunderyShowers:
      lightCloud + dayMarkup(symbol).suffix(2)
    case .heavyShowers, .heavySnowShowers:
      darkCloud + dayMarkup(symbol).suffix(2)
    default: nil
    }
  }

  /// A line of markup as styled runs.
  private static func parse(_ markup: String) -> StyledLine {
    var spans: [StyledLine.Span] = []
    var style: String?
    var text = ""
    var rest = Substring(markup)
    while let character = rest.popFirst() {
      guard character == "{", let close = rest.firstIndex(of: "}") else {
        text.append(character)
        continue
      }
      if !text.isEmpty { spans.append(StyledLine.Span(text: text, style: style)) }
      text = ""
      style = rest[..<close].first.flatMap { styles[$0] }
      rest = rest[rest.index(after: close)...]
    }
    if !text.isEmpty { spans.append(StyledLine.Span(text: text, style: style)) }
    return StyledLine(spans)
  }

  /// A run with its curly quotes, dash, bullet and bolt in ASCII, as wide as before.
  private static func asciiSpan(_ span: StyledLine.Span) -> StyledLine.Span {
    let ascii: [Character: String] = ["‘": "'", "’": "'", "‚": ",", "―": "-", "•": "*", "⚡": "!!"]
    let text = span.text.map { ascii[$0] ?? String($0) }.joined()
    return StyledLine.Span(text: text, style: span.style)
  }
}

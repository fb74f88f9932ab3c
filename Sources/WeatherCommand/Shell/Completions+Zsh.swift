extension Completions {
  /// The zsh script: `_weather` with `_arguments`, for `$fpath` or for `source` after
  /// `compinit`.
  static var zsh: String {
    let specs = OptionTable.all.flatMap(zshSpecs).map { "    " + shellWord($0) }
    return """
      #compdef weather
      # zsh completion for weather, made by `weather --completions zsh`.
      # Save it as _weather in a directory of $fpath, or load it after compinit with
      # `source <(weather --completions zsh)`.

      # Offers @NAME for each saved place (place.NAME in the config file). The file is only read,
      # never run, and only its first \(configBytes / 1024) KiB.
      _weather_places() {
        local base=${XDG_CONFIG_HOME-} file data line
        local -a names match mbegin mend
        [[ $base == /* ]] || base=${HOME-}/.config
        file=$base/weather/config
        [[ -f $file && -r $file ]] || return 1
        zmodload -F zsh/system b:sysread 2>/dev/null || return 1
        sysread -s \(configBytes) data < $file
        for line in ${(f)data}; do
          [[ $line =~ \(shellWord(placePattern)) ]] && names+=("@$match[1]")
        done
        _wanted places expl 'saved place' compadd -a names
      }

      # Offers @NAME for the saved places and, for a word that has begun, the names of places that
      # start with it (case and accents aside), most populous first (-V: in that order), from
      # weather itself.
      _weather_locations() {
        local -a names
        _weather_places
        [[ -n $PREFIX && $PREFIX != [@-]* ]] || return 0
        names=(${(f)"$(${words[1]} \(CommandLineParser.completePlace) ${(Q)PREFIX} 2>/dev/null)"})
        (( $#names )) && _wanted -V places expl 'place' compadd -U -a names
        return 0
      }

      _weather() {
        local -a specs
        specs=(
      \(specs.joined(separator: "\n"))
          '*:location:_weather_locations'
        )
        _arguments -S $specs
      }

      if [[ $funcstack[1] == _weather ]]; then
        # Autoloaded from $fpath: this file is the function's body, run at the first Tab.
        _weather "$@"
      else
        compdef _weather weather
      fi
      """
  }

  /// The `_arguments` specs of an option: `-u` and `--units=` with a description and, for an
  /// option that takes a value, its name and the values to offer.
  private static func zshSpecs(_ option: OptionSpec) -> [String] {
    let description = "[" + escapedForZsh(summary(of: option), also: "[]") + "]"
    var value = ""
    if let name = option.valueName {
      let values = OptionTable.values(of: option.name)
      // A space as the action: show the value's name, offer nothing.
      let action =
        values.isEmpty
        ? " " : "(" + values.map { escapedForZsh($0, also: "() ") }.joined(separator: " ") + ")"
      value = ":" + escapedForZsh(name, also: "") + ":" + action
    }
    guard let short = option.short else {
      return [option.long + (option.valueName == nil ? "" : "=") + description + value]
    }
    let exclusion = "(\(short) \(option.long))"
    return [
      exclusion + short + description + value,
      exclusion + option.long + (option.valueName == nil ? "" : "=") + description + value,
    ]
  }

  /// `text` with a backslash before `\`, `:` and each character of `also`.
  private static func escapedForZsh(_ text: String, also: String) -> String {
    var result = ""
    for character in text {
      if character == "\\" || character == ":" || also.contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }
}

extension Completions {
  /// The fish script: `complete -c weather` lines and a function for the saved places.
  static var fish: String {
    let lines = OptionTable.all.map { option in
      var words = ["complete", "-c", "weather"]
      if let short = option.short { words += ["-s", fishWord(String(short.dropFirst()))] }
      words += ["-l", fishWord(String(option.long.dropFirst(2)))]
      if option.valueName != nil {
        // -x: the option takes a value, and file names are no value for it.
        words.append("-x")
        let values = OptionTable.values(of: option.name)
        if !values.isEmpty { words += ["-a", fishWord(values.joined(separator: " "))] }
      }
      words += ["-d", fishWord(summary(of: option))]
      return words.joined(separator: " ")
    }
    // PCRE2, as fish's `string` uses it: (*UCP) makes [[:alnum:]] take letters of any script.
    let pattern = "(*UCP)" + placePattern + ".*"
    return """
      # fish completion for weather, made by `weather --completions fish`.
      # Save it as ~/.config/fish/completions/weather.fish, or load it with
      # `weather --completions fish | source`.

      # Prints @NAME for each saved place (place.NAME in the config file). The file is only read,
      # never run, and only its first \(configBytes / 1024) KiB, up to a NUL if there is one.
      function __weather_places
          set -l base $XDG_CONFIG_HOME
          string match -q -- '/*' "$base"; or set base $HOME/.config
          set -l file $base/weather/config
          test -f $file -a -r $file; or return 0
          read -l -z -n \(configBytes) data < $file
          string split -- \\n $data | string replace -r -f -- \(fishWord(pattern)) '@$1'
      end

      # Prints the names of places that start with the word being completed (case and accents
      # aside), most populous first, from weather itself.
      function __weather_place_names
          # The word as typed, without an opening quote or the backslashes before spaces.
          set -l word (commandline -ct | string trim -l -c '\\'"' | string replace -a '\\\\' '')
          test -n "$word"; or return 0
          string match -q -r -- '^[-@]' $word; and return 0
          set -l program (commandline -opc)[1]
          $program \(CommandLineParser.completePlace) $word 2>/dev/null
      end

      complete -c weather -f
      \(lines.joined(separator: "\n"))
      complete -c weather -a '(__weather_places)'
      # -k: keep the order given, most populous first.
      complete -c weather -k -a '(__weather_place_names)'
      """
  }
}

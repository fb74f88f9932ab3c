extension Completions {
  /// The bash script: a function `_weather` for `complete -F`.
  ///
  /// bash splits `--units=metric` into `--units`, `=`, `metric` and `@home` into `@`, `home`
  /// (both are in `COMP_WORDBREAKS`), yet replaces all of `@home` with a match; the script
  /// reads the words either way.
  static var bash: String {
    let names = OptionTable.all.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }
    let taking = OptionTable.all.filter { $0.valueName != nil }
    let fixed = taking.filter { !OptionTable.values(of: $0.name).isEmpty }
    let free = taking.filter { OptionTable.values(of: $0.name).isEmpty }
    let valueArms = fixed.map { option in
      let values = OptionTable.values(of: option.name).map(shellWord).joined(separator: " ")
      return "      \(patterns(option))) _weather_add \"$prefix\" \"$word\" \(values) ;;"
    }
    let freeArm =
      free.isEmpty
      ? ""
      : "\n      # A free value: nothing to offer.\n      "
        + wrapped(free.map(patterns), separator: "|", start: 6, indent: 6) + ") ;;"
    let takingArm =
      taking.isEmpty
      ? ""
      : "\n      " + wrapped(taking.map(patterns), separator: "|", start: 6, indent: 6)
        + ")\n        option=${COMP_WORDS[i]} ;;"
    return """
      # bash completion for weather, made by `weather --completions bash`.
      # Load it with `source <(weather --completions bash)`, or save it as
      # ~/.local/share/bash-completion/completions/weather.

      # _weather_add PREFIX WORD CANDIDATE...: offers PREFIX and each candidate that starts with WORD.
      _weather_add() {
        local prefix=$1 word=$2 candidate
        shift 2
        for candidate; do
          [[ $candidate == "$word"* ]] && COMPREPLY+=("$prefix$candidate")
        done
        return 0
      }

      # _weather_places WORD: offers @NAME for each saved place (place.NAME in the config file) whose
      # name starts with WORD. The file is only read, never run, and only its first \(configBytes / 1024) KiB,
      # up to a NUL if there is one.
      _weather_places() {
        local word=$1 base=${XDG_CONFIG_HOME-} file data line
        local pattern=\(shellWord(placePattern))
        [[ $base == /* ]] || base=${HOME-}/.config
        file=$base/weather/config
        [[ -f $file && -r $file ]] || return 0
        IFS= read -r -d '' -n \(configBytes) data < "$file"
        while IFS= read -r line; do
          [[ $line =~ $pattern ]] && _weather_add @ "$word" "${BASH_REMATCH[1]}"
        done <<< "$data"
        return 0
      }

      # _weather_place_names WORD: offers the names of places that start with WORD (case and accents
      # aside), most populous first, as weather itself lists them from its built-in places; each
      # written for where WORD stands: a backslash before what the shell would read (a space),
      # inside "…" before \\ " $ and `, and inside '…' each ' closed and opened again ('\\'').
      # Every name begins with WORD as typed, so Tab never changes what was typed.
      _weather_place_names() {
        local word=$1 program=${COMP_WORDS[0]} quote= name quoted character i
        [[ $program == "~/"* ]] && program=${HOME-}/${program#"~/"}
        [[ $word == [\\"\\']* ]] && quote=${word:0:1} word=${word:1}
        # Keep the order given, most populous first (bash 4.4 and later).
        compopt -o nosort 2>/dev/null
        # What was typed as the shell reads it: a backslash quotes the next character, but in '…'.
        [[ $quote == \\' ]] || word=${word//\\\\/}
        while IFS= read -r name; do
          quoted=
          for (( i = 0; i < ${#name}; i++ )); do
            character=${name:i:1}
            case $quote in
              \\') [[ $character == \\' ]] && character="'\\\\''" ;;
              \\") [[ $character == [\\\\\\"\\$\\`] ]] && character=\\\\$character ;;
              *) [[ $character == [\\ \\'\\"\\\\\\$\\`\\(\\)\\&\\;\\<\\>\\|\\*\\?\\[\\]\\#\\~\\!\\{\\}] ]] && character=\\\\$character ;;
            esac
            quoted+=$character
          done
          COMPREPLY+=("$quote$quoted")
        done < <("$program" \(CommandLineParser.completePlace) "$word" 2>/dev/null)
        return 0
      }

      _weather() {
        local word=${COMP_WORDS[COMP_CWORD]-} previous=${COMP_WORDS[COMP_CWORD-1]-}
        local option= ended= prefix= i
        COMPREPLY=()
        # After a redirection (< places.txt, > today.csv): bash's own file name completion.
        case $previous in
          '<'|'>'|'>>'|'>|'|'<>'|'&>'|'&>>')
            compopt -o default 2>/dev/null
            return 0 ;;
        esac
        # Find the option whose value is being completed, if any, and whether -- ended the options.
        for (( i = 1; i < COMP_CWORD; i++ )); do
          if [[ -n $option ]]; then
            # --units=metric comes as --units, =, metric.
            [[ ${COMP_WORDS[i]} == = && ${COMP_WORDS[i-1]} == "$option" ]] || option=
            continue
          fi
          [[ -n $ended ]] && continue
          case ${COMP_WORDS[i]} in
            --) ended=1 ;;\(takingArm)
          esac
        done
        if [[ -n $option ]]; then
          [[ $word == = && $previous == "$option" ]] && word=
        elif [[ -z $ended && $word == --*=* ]]; then
          # --units=m, when = does not split words.
          option=${word%%=*}
          prefix=$option=
          word=${word#*=}
        fi
        if [[ -n $option ]]; then
          case $option in
      \(valueArms.joined(separator: "\n"))\(freeArm)
          esac
          return 0
        fi
        if [[ -z $ended && $word == -* ]]; then
          _weather_add "" "$word" \(wrapped(names.map(shellWord), separator: " ", start: 28, indent: 8))
        elif [[ $word == @ ]]; then
          _weather_places ""
        elif [[ $previous == @ ]] && (( COMP_CWORD > 1 )); then
          _weather_places "$word"
        elif [[ -z $word || $word == @* ]]; then
          _weather_places "${word#@}"
        else
          _weather_place_names "$word"
        fi
        return 0
      }

      complete -F _weather weather
      """
  }

  /// The case patterns for an option: `-u|--units`.
  private static func patterns(_ option: OptionSpec) -> String {
    ((option.short.map { [$0] } ?? []) + [option.long]).map(shellWord).joined(separator: "|")
  }
}

/// Completion scripts for bash, zsh and fish, made from the option table.
enum Completions {
  /// The script for `shell`.
  static func script(for shell: Shell) -> String {
    "# weather: completions for \(shell.rawValue) are not written yet"
  }
}

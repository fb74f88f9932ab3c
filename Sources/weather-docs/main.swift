import Foundation
import WeatherDocs

// weather-docs: writes the man page, made from README.md and the option table, to stdout.
// Not part of the shipped `weather`; Scripts/update-man-page.sh runs it.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let readmePath = arguments.first else {
  FileHandle.standardError.write(Data("usage: weather-docs README.md > weather.1\n".utf8))
  exit(64)
}
do {
  let readme = try String(contentsOf: URL(fileURLWithPath: readmePath), encoding: .utf8)
  FileHandle.standardOutput.write(Data(ManPage.render(readme: readme).utf8))
} catch {
  FileHandle.standardError.write(Data("weather-docs: cannot read \(readmePath): \(error)\n".utf8))
  exit(66)
}

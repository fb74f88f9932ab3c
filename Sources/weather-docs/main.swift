import Foundation
import WeatherDocs

// weather-docs: writes the man page, made from Documentation/reference.md and the option
// table, to stdout.
// Not part of the shipped `weather`; Scripts/update-man-page.sh runs it.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let referencePath = arguments.first else {
  let usage = "usage: weather-docs Documentation/reference.md > weather.1\n"
  FileHandle.standardError.write(Data(usage.utf8))
  exit(64)
}
do {
  let reference = try String(contentsOf: URL(fileURLWithPath: referencePath), encoding: .utf8)
  FileHandle.standardOutput.write(Data(ManPage.render(reference: reference).utf8))
} catch {
  let message = "weather-docs: cannot read \(referencePath): \(error)\n"
  FileHandle.standardError.write(Data(message.utf8))
  exit(66)
}

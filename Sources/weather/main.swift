import Foundation
import WeatherCommand

exit(
  await WeatherCLI.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment))

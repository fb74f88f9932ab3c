import Foundation
import WeatherCommand

WeatherCLI.prepareProcess()
exit(
  await WeatherCLI.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment))

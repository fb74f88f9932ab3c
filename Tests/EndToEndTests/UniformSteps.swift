import Foundation
import TestSupport

extension WeatherProcess {
  /// Routes the test source (`weather-test-source`'s `steps-test`) to 48 hour-long cloudy
  /// steps at 21.5 °C from this hour: a plain answer for the suites that set a source beside it.
  func routeUniformSteps() {
    server.route("/steps/v1/forecast") { _, _ in
      let hour = Int((Date().timeIntervalSince1970 / 3600).rounded(.down) * 3600)
      let rows = (0..<48).map {
        #"{"time":\#(hour + $0 * 3600),"hours":1,"temperature":21.5,"symbol":"cloudy"}"#
      }
      return .json(#"{"steps":["# + rows.joined(separator: ",") + "]}")
    }
  }
}

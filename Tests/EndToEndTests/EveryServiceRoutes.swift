import TestSupport

extension WeatherProcess {
  /// Routes a recorded answer for every service, for the suites that check each output form in
  /// every mode: OpenWeatherMap's geocoder (Zocca for any name but `Nowhereville`, which it
  /// does not know), weather, forecast, air and One Call alerts; Open-Meteo's forecast and air;
  /// the NWS's alerts and its weather at Norton, MA (`NWSAnswers.place`); MET Norway's forecast.
  func routeEveryService() throws {
    server.route("/geo/1.0/direct") { request, _ in
      request.value("q") == "Nowhereville"
        ? .json("[]") : .json(#"[{"name":"Zocca","lat":44.34,"lon":10.99,"country":"IT"}]"#)
    }
    server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
    server.route("/data/2.5/air_pollution", try .fixture("owm-air-pollution"))
    server.route("/data/3.0/onecall", try .fixture("owm-onecall-alerts"))
    server.route("/v1/forecast", try .fixture("om-forecast-full"))
    server.route("/v1/air-quality", try .fixture("om-air-quality-london"))
    server.route("/alerts/active", try .fixture("nws-alerts-albuquerque"))
    server.route(
      "/weatherapi/locationforecast/2.0/complete", .json(METAnswer.body(METAnswer.series())))
    NWSAnswers(base: server.baseURL).install(on: server)
  }
}

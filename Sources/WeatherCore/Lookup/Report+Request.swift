extension Report {
  /// The report with only what `request` asks for: its forecast cut to the hours and days
  /// asked (none when none are), and air quality and alerts only when asked. A last answer
  /// kept for `--stale` is shown this way, so it answers this run's question, not the old
  /// one's.
  package func answering(_ request: WeatherRequest) -> Report {
    let asked = request.forecast
    let forecast =
      asked.isEmpty
      ? nil
      : self.forecast.map { forecast in
        Forecast(
          hourly: forecast.steps(covering: asked.hours),
          daily: Array(forecast.daily.prefix(asked.days)), utcOffset: forecast.utcOffset)
      }
    return Report(
      place: place, observation: observation, forecast: forecast, provider: provider,
      candidates: candidates, language: language, air: request.extras.air ? air : nil,
      alerts: request.extras.alerts ? alerts : nil, problems: problems)
  }
}

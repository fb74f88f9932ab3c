import Foundation

/// An extra's value, or why it is missing.
struct ExtraOutcome<Value: Sendable>: Sendable {
  var value: Value?
  var problem: ExtraProblem?

  /// Not asked for.
  static var none: ExtraOutcome { ExtraOutcome() }
}

extension WeatherLookup {
  /// The air at `coordinate`, from the cache while it is within `maxAge`.
  func air(at coordinate: Coordinate) async -> ExtraOutcome<AirQuality> {
    guard let source = extras.air else { return .none }
    let key = "air:" + source.name
    if let cached = cache?.extra(AirQuality.self, at: coordinate, key: key, maxAge: maxAge) {
      return ExtraOutcome(value: cached.checked())
    }
    do throws(WeatherError) {
      let air = try await source.air(at: coordinate).checked()
      if maxAge > 0 { cache?.storeExtra(air, at: coordinate, key: key) }
      return ExtraOutcome(value: air)
    } catch {
      return ExtraOutcome(problem: .airFailed(source: source.name, error))
    }
  }

  /// The alerts in force at `coordinate` from the first feed that covers the place, from the
  /// cache while they are within `maxAge`; those expired since are dropped either way.
  func alerts(at coordinate: Coordinate, country: String?) async -> ExtraOutcome<[Alert]> {
    guard
      let feed = extras.alertFeeds.first(where: {
        $0.covers(country: country, coordinate: coordinate)
      })
    else { return ExtraOutcome(problem: .noAlertFeed(country: country)) }
    let key = "alerts:" + feed.name
    if let cached = cache?.extra([Alert].self, at: coordinate, key: key, maxAge: maxAge) {
      return ExtraOutcome(value: AlertList.current(cached, now: Date()))
    }
    do throws(WeatherError) {
      let (sent, now) = (try await feed.alerts(at: coordinate), Date())
      let alerts = AlertList.current(sent, now: now)
      if maxAge > 0 { cache?.storeExtra(alerts, at: coordinate, key: key) }
      // Those that would be in force, were they right.
      let wrong = sent.filter {
        AlertList.endsBeforeItBegins($0) && $0.expires.map { $0 > now } ?? true
      }.count
      return ExtraOutcome(
        value: alerts, problem: wrong > 0 ? .alertsEndBeforeTheyBegin(feed: feed.name, wrong) : nil)
    } catch .keyRejected where feed.refusalMeansSubscription {
      return ExtraOutcome(problem: .alertsNeedSubscription(feed: feed.name))
    } catch {
      return ExtraOutcome(problem: .alertsFailed(feed: feed.name, error))
    }
  }

  /// The 1991–2020 normal for the date at the place on `observation`'s day there: the place's
  /// normals come from one request the first time, then from the cache for good.
  func normal(at coordinate: Coordinate, on observation: Observation) async -> ExtraOutcome<
    ClimateNormal
  > {
    guard let source = extras.normals else {
      return ExtraOutcome(
        problem: .normalFailed(
          source: "the sources allowed",
          .requestRejected("only Open-Meteo's archive has it, and its terms do not allow this use"))
      )
    }
    let key = "normals:\(ClimateNormal.firstYear)-\(ClimateNormal.lastYear):" + source.name
    let local = CivilTime(observation.observedAt, offset: observation.timezoneOffset ?? 0)
    let day = { (normals: ClimateNormals) in
      ExtraOutcome(value: normals.normal(month: local.month, day: local.day))
    }
    if let kept = cache?.extra(
      ClimateNormals.self, at: coordinate, key: key, maxAge: .greatestFiniteMagnitude),
      kept.isPlausible
    {
      return day(kept)
    }
    do throws(WeatherError) {
      let normals = try await source.normals(at: coordinate)
      cache?.storeExtra(normals, at: coordinate, key: key)
      return day(normals)
    } catch {
      return ExtraOutcome(problem: .normalFailed(source: source.name, error))
    }
  }
}

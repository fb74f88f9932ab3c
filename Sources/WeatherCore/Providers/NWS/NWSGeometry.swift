/// An alert's area as GeoJSON draws it: a Polygon or a MultiPolygon of `[lon, lat]` rings.
/// Any other type, or none, draws no area (the alert names zones instead).
struct NWSGeometry: Decodable {
  /// Every polygon's rings: the first the outline, the rest holes.
  let polygons: [[[[Double]]]]

  private enum CodingKeys: String, CodingKey { case type, coordinates }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decodeIfPresent(String.self, forKey: .type) {
    case "Polygon":
      polygons = [try container.decode([[[Double]]].self, forKey: .coordinates)]
    case "MultiPolygon":
      polygons = try container.decode([[[[Double]]]].self, forKey: .coordinates)
    default:
      polygons = []
    }
  }

  /// Whether `point` lies inside the area; `true` when no area is drawn.
  func contains(_ point: Coordinate) -> Bool {
    guard !polygons.isEmpty else { return true }
    return polygons.contains { rings in
      guard let outline = rings.first, Self.ring(outline, contains: point) else { return false }
      return !rings.dropFirst().contains { Self.ring($0, contains: point) }
    }
  }

  /// Even-odd ray casting; positions with fewer than two numbers are skipped.
  private static func ring(_ ring: [[Double]], contains point: Coordinate) -> Bool {
    let vertices = ring.compactMap {
      $0.count >= 2 && $0[0].isFinite && $0[1].isFinite ? ($0[0], $0[1]) : nil
    }
    guard vertices.count >= 3 else { return false }
    let (x, y) = (point.longitude, point.latitude)
    var inside = false
    var previous = vertices[vertices.count - 1]
    for vertex in vertices {
      if (vertex.1 > y) != (previous.1 > y),
        x < (previous.0 - vertex.0) * (y - vertex.1) / (previous.1 - vertex.1) + vertex.0
      {
        inside.toggle()
      }
      previous = vertex
    }
    return inside
  }
}

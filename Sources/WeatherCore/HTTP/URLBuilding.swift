import Foundation

/// A URL from a base address, a path and query items, every value percent-encoded strictly
/// (all but `A-Z a-z 0-9 - . _ ~`), so no value can add or change a parameter.
/// - Parameters:
///   - base: An http or https address; a path in it (a proxy's prefix) is kept.
///   - path: The endpoint's path, starting with `/`.
///   - query: Names and values, in order; none makes a URL without `?`.
/// - Returns: The URL, or `nil` when `base` is not an http or https URL with a host.
func makeURL(base: URL, path: String, query: [(String, String)]) -> URL? {
  guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false),
    let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
    components.host?.isEmpty == false
  else { return nil }
  let prefix =
    components.percentEncodedPath.hasSuffix("/")
    ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
  components.percentEncodedPath = prefix + path
  components.percentEncodedQuery =
    query.isEmpty
    ? nil : query.map { "\(strictlyEncoded($0))=\(strictlyEncoded($1))" }.joined(separator: "&")
  components.fragment = nil
  return components.url
}

/// Reads a base address such as `https://api.openweathermap.org` or `http://127.0.0.1:8080`.
/// - Parameter text: The address.
/// - Returns: The URL, or `nil` unless it is an http or https URL with a host and no query.
func parseBaseURL(_ text: String) -> URL? {
  guard let components = URLComponents(string: text),
    let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
    components.host?.isEmpty == false, components.query == nil, components.fragment == nil
  else { return nil }
  return components.url
}

private let unreserved = CharacterSet(
  charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

private func strictlyEncoded(_ value: String) -> String {
  // Only fails for unpaired UTF-16 surrogates, which a Swift String cannot hold.
  value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
}

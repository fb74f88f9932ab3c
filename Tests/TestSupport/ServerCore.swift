import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sockets and threads behind `TestHTTPServer`; its threads hold this, not the server, so
/// the server can stop itself when it goes away.
final class ServerCore: Sendable {
  private struct State {
    var routes: [String: @Sendable (RecordedRequest, Int) -> TestResponse] = [:]
    var served: [String: Int] = [:]
    var requests: [RecordedRequest] = []
    var arrived: [String: Int] = [:]
    var connections: Set<Int32> = []
    var connectionCount = 0
    var inFlight = 0
    var peakInFlight = 0
    var stopped = false
  }

  /// The port it listens on.
  let port: Int
  private let listener: Int32
  private let state = Locked(State())
  private let keepsRequests: Bool

  init(keepingRequests: Bool) throws {
    keepsRequests = keepingRequests
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketFD >= 0 else { throw TestServerError.socket("socket", errno) }
    var yes: Int32 = 1
    setsockopt(socketFD, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socketFD, 128) == 0 else {
      close(socketFD)
      throw TestServerError.socket("bind/listen", errno)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socketFD, $0, &length)
      }
    }
    listener = socketFD
    port = Int(UInt16(bigEndian: address.sin_port))
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  /// Answers requests for `path` with what `handler` returns for the request and its index
  /// (0 for the first request to this path).
  func route(
    _ path: String, handler: @escaping @Sendable (RecordedRequest, Int) -> TestResponse
  ) {
    state.withLock { $0.routes[path] = handler }
  }

  /// Every request received so far, in order of arrival.
  var requests: [RecordedRequest] {
    state.withLock { $0.requests }
  }

  /// How many requests arrived, for one path or for all.
  func requestCount(_ path: String? = nil) -> Int {
    state.withLock { state in
      path.map { state.arrived[$0, default: 0] } ?? state.arrived.values.reduce(0, +)
    }
  }

  /// How many connections were accepted.
  var connectionCount: Int {
    state.withLock { $0.connectionCount }
  }

  /// The most requests that were being answered at the same moment.
  var peakConcurrentRequests: Int {
    state.withLock { $0.peakInFlight }
  }

  /// Stops listening and closes every connection, ending stalled answers.
  ///
  /// Only `shutdown` is called here; each socket is closed by the thread that owns it, so a
  /// descriptor number is never closed twice or after another server has been given it.
  func stop() {
    state.withLock { state in
      guard !state.stopped else { return }
      state.stopped = true
      shutdown(listener, Int32(SHUT_RDWR))
      for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
    }
  }

  private var isStopped: Bool { state.withLock { $0.stopped } }

  private func acceptLoop() {
    defer { close(listener) }
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        if errno == EINTR || errno == ECONNABORTED { continue }
        return
      }
      let accepted = state.withLock { state -> Bool in
        guard !state.stopped else { return false }
        state.connections.insert(connection)
        state.connectionCount += 1
        return true
      }
      guard accepted else {
        close(connection)
        return
      }
      var noDelay: Int32 = 1
      setsockopt(
        connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size)
      )
      Thread.detachNewThread { [self] in serve(connection) }
    }
  }

  private func serve(_ connection: Int32) {
    defer {
      state.withLock { _ = $0.connections.remove(connection) }
      close(connection)
    }
    var buffer = Data()
    // A TLS ClientHello starts with the handshake record type 0x16; a plain HTTP server
    // answers it with a 400, as nginx does, and the client's handshake fails on that.
    var first: UInt8 = 0
    if recv(connection, &first, 1, Int32(MSG_PEEK)) == 1, first == 0x16 {
      _ = write(Data("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n".utf8), to: connection)
      return
    }
    while let request = readRequest(connection, buffer: &buffer) {
      let response = respond(to: request)
      let sent = send(response, on: connection)
      state.withLock { $0.inFlight -= 1 }
      guard sent, request.headers["connection"]?.lowercased() != "close" else { return }
    }
  }

  private func respond(to request: RecordedRequest) -> TestResponse {
    state.withLock { state in
      if keepsRequests { state.requests.append(request) }
      state.arrived[request.path, default: 0] += 1
      state.inFlight += 1
      state.peakInFlight = max(state.peakInFlight, state.inFlight)
      guard let handler = state.routes[request.path] else {
        return .json(#"{"cod":"404","message":"no such route in the test server"}"#, status: 404)
      }
      let index = state.served[request.path, default: 0]
      state.served[request.path] = index + 1
      return handler(request, index)
    }
  }

  private func readRequest(_ connection: Int32, buffer: inout Data) -> RecordedRequest? {
    let terminator = Data("\r\n\r\n".utf8)
    var chunk = [UInt8](repeating: 0, count: 4096)
    while buffer.range(of: terminator) == nil {
      let count = recv(connection, &chunk, chunk.count, 0)
      guard count > 0, buffer.count < 65536 else { return nil }
      buffer.append(contentsOf: chunk[0..<count])
    }
    guard let end = buffer.range(of: terminator) else { return nil }
    let head = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
    buffer = Data(buffer[end.upperBound...])
    return Self.parse(head)
  }

  static func parse(_ head: String) -> RecordedRequest? {
    let lines = head.components(separatedBy: "\r\n")
    let parts = lines.first?.split(separator: " ") ?? []
    guard parts.count >= 2 else { return nil }
    let target = String(parts[1])
    let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var query: [String: [String]] = [:]
    if pieces.count == 2 {
      for pair in pieces[1].split(separator: "&") {
        let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let decode = { (text: Substring) in
          text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
        }
        query[decode(keyValue[0]), default: []].append(
          keyValue.count > 1 ? decode(keyValue[1]) : "")
      }
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return RecordedRequest(
      method: String(parts[0]), path: String(pieces[0]), target: target, query: query,
      headers: headers, receivedAt: .now)
  }

  private func send(_ response: TestResponse, on connection: Int32) -> Bool {
    if response.delay > .zero { pause(response.delay) }
    switch response.delivery {
    case .close:
      return false
    case .hang:
      while !isStopped { pause(.milliseconds(20)) }
      return false
    case .normal:
      return write(header(response) + response.body, to: connection)
    case .untilClose(let bytes, let interval):
      _ =
        write(header(response, length: false), to: connection)
        && writePaced(response.body, bytes: bytes, interval: interval, to: connection)
      return false
    case .raw:
      _ = write(response.body, to: connection)
      return false
    case .endless(let repeating):
      guard write(response.body, to: connection) else { return false }
      while !isStopped, write(repeating, to: connection) {}
      return false
    case .trickle(let bytes, let interval):
      return write(header(response), to: connection)
        && writePaced(response.body, bytes: bytes, interval: interval, to: connection)
    }
  }

  /// Writes `body` `bytes` at a time with `interval` between; false if the client went away.
  private func writePaced(_ body: Data, bytes: Int, interval: Duration, to connection: Int32)
    -> Bool
  {
    var offset = 0
    while offset < body.count, !isStopped {
      let end = min(offset + max(bytes, 1), body.count)
      guard write(body[offset..<end], to: connection) else { return false }
      offset = end
      pause(interval)
    }
    return true
  }

  private func header(_ response: TestResponse, length: Bool = true) -> Data {
    var lines = ["HTTP/1.1 \(response.status) \(Self.reason(response.status))"]
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      lines.append("\(name): \(value)")
    }
    lines.append(length ? "Content-Length: \(response.body.count)" : "Connection: close")
    return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  private func write(_ data: Data, to connection: Int32) -> Bool {
    data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        let sent = Glibc.send(connection, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if sent < 0, errno == EINTR { continue }
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  private func pause(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}

/// The test server could not start.
public enum TestServerError: Error {
  /// A socket call failed with this errno.
  case socket(String, Int32)
}

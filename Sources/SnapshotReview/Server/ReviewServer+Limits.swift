extension ReviewServer {
    /// What one client may hold, and for how long.
    package struct Limits: Sendable {
        /// Sizes checked as a request arrives.
        package var request = HTTPRequestParser.Limits()
        /// Connections open at once; the next are answered 503 and closed. The page makes at
        /// most a few at a time (its pictures and one call), and 64 stays far below the usual
        /// 1,024-descriptor limit, with the session's own files beside them.
        package var connections = 64
        /// Seconds a connection may stay open without sending a byte.
        package var idleTimeout = 10.0
        /// Seconds from a request's first byte to its last (a slow sender gets 408).
        package var requestTimeout = 10.0
        /// Seconds an answer may take to be taken by a client that does not read.
        package var writeTimeout = 10.0

        package init(
            request: HTTPRequestParser.Limits = .init(), connections: Int = 64, idleTimeout: Double = 10,
            requestTimeout: Double = 10, writeTimeout: Double = 10
        ) {
            self.request = request
            self.connections = connections
            self.idleTimeout = idleTimeout
            self.requestTimeout = requestTimeout
            self.writeTimeout = writeTimeout
        }
    }
}

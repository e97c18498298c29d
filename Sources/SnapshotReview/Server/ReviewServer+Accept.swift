import Foundation

extension ReviewServer {
    /// A listening TCP socket on 127.0.0.1:`port`. A taken port fails here, at once, naming it.
    static func listen(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ReviewError(500, "cannot open a socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port.bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if bound != 0 {
            let code = errno
            close(fd)
            if code == EADDRINUSE {
                throw ReviewError(
                    500,
                    "port \(port) on 127.0.0.1 is in use (by another review or server): "
                        + "pick another with --port, or leave --port out for a free one")
            }
            throw ReviewError(500, "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(code)))")
        }
        guard Glibc.listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            throw ReviewError(500, "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(code)))")
        }
        return fd
    }

    /// The port the system gave `fd`.
    static func port(of fd: Int32) throws -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { throw ReviewError(500, "cannot read the review server's port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Accepts connections until ``stop()``: each on a thread of its own while fewer than
    /// ``Limits/connections`` are open; over that, answered 503 and closed. Waits a quarter of a
    /// second at most between looks at the stop flag.
    func acceptLoop(_ listener: Int32) {
        defer { close(listener) }
        while !isStopped {
            var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 250) > 0 else { continue }
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else {
                let code = errno
                if code == EAGAIN || code == EINTR || code == ECONNABORTED { continue }
                if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
                    // Out of descriptors: the pending connection stays queued; wait for some
                    // to close (idle ones do within the idle timeout). Said once a shortage.
                    let open = state.withLock { state -> Int? in
                        defer { state.starving = true }
                        return state.starving ? nil : state.open
                    }
                    if let open {
                        log(
                            "cannot accept a connection (\(String(cString: strerror(code))), \(open) open): "
                                + "waiting for connections to close")
                    }
                    usleep(50_000)
                }
                continue
            }
            // Not inherited by a process the session may start.
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            let admitted = state.withLock { state -> (Bool, Bool) in
                state.starving = false
                guard state.open < limits.connections else {
                    defer { state.refusing = true }
                    return (false, !state.refusing)
                }
                state.open += 1
                state.refusing = false
                return (true, false)
            }
            guard admitted.0 else {
                if admitted.1 {
                    log("\(limits.connections) connections open (the limit): refusing new ones (503) until some close")
                }
                Self.configure(fd, timeout: 0.25)
                _ = Self.write(
                    Self.encode(.text(503, "too many connections to the review server"), head: false), to: fd,
                    deadline: Date().addingTimeInterval(1))
                close(fd)
                continue
            }
            let thread = Thread { [self] in
                serve(fd)
                close(fd)
                state.withLock { $0.open -= 1 }
            }
            thread.name = "review connection"
            // A connection's work is the session's: file reads and writes, PNG decodes, and
            // reading the checkout's spec for an Accept (a parser that recurses as deep as the
            // spec nests). 8 MiB, a main thread's usual stack; it is address space, and only
            // the pages a request touches are ever backed by memory.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}

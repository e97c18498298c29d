import SnapshotReview
import Testing

/// The checks every request passes: Host, Origin, Sec-Fetch-Site and the token.
@Suite struct ReviewGateTests {
    let gate = ReviewGate(token: ReviewToken(value: "a1b2c3"), port: 4321)

    func request(
        _ method: String = "GET", token: String? = "a1b2c3", host: String? = "127.0.0.1:4321",
        origin: String? = nil, site: String? = nil
    ) -> ReviewRequest {
        var headers: [String: String] = [:]
        if let host { headers["Host"] = host }
        if let origin { headers["Origin"] = origin }
        if let site { headers["Sec-Fetch-Site"] = site }
        return ReviewRequest(method: method, path: "/", query: token.map { ["token": $0] } ?? [:], headers: headers)
    }

    @Test func thePageItsOwnRequestsPass() {
        #expect(gate.refusal(of: request()) == nil)
        #expect(gate.refusal(of: request(host: "localhost:4321")) == nil)
        #expect(gate.refusal(of: request(host: "LOCALHOST:4321")) == nil)
        #expect(gate.refusal(of: request(origin: "http://127.0.0.1:4321", site: "same-origin")) == nil)
        #expect(gate.refusal(of: request("POST", origin: "http://127.0.0.1:4321")) == nil)
        #expect(gate.refusal(of: request("POST", host: "localhost:4321", origin: "http://localhost:4321")) == nil)
    }

    @Test func aMissingOrWrongTokenIsRefused() throws {
        let none = try #require(gate.refusal(of: request(token: nil)))
        #expect(none.status == 403)
        #expect(String(decoding: none.body, as: UTF8.self).contains("no token"))
        for wrong in ["", "a1b2c", "a1b2c4", "a1b2c3d", "A1B2C3"] {
            #expect(gate.refusal(of: request(token: wrong))?.status == 403, "token '\(wrong)'")
        }
    }

    @Test func anotherHostIsRefused() throws {
        // DNS rebinding: evil.example re-pointed at 127.0.0.1 sends its own name.
        for host: String? in [
            nil, "evil.example:4321", "127.0.0.1", "127.0.0.1:80", "localhost:43210", "127.0.0.2:4321",
            "[::1]:4321", "0.0.0.0:4321"
        ] {
            let refusal = try #require(gate.refusal(of: request(host: host)), "host \(host ?? "none")")
            #expect(refusal.status == 403)
            #expect(String(decoding: refusal.body, as: UTF8.self).contains("Host"))
        }
    }

    @Test func anotherOriginIsRefused() throws {
        for origin in [
            "http://evil.example", "null", "http://127.0.0.1:4322", "https://127.0.0.1:4321",
            "http://localhost:4321"
        ] {
            // The page at 127.0.0.1 is one origin; localhost is another.
            #expect(gate.refusal(of: request(origin: origin))?.status == 403, "origin \(origin)")
            #expect(gate.refusal(of: request("POST", origin: origin))?.status == 403, "origin \(origin)")
        }
        #expect(gate.refusal(of: request(site: "cross-site"))?.status == 403)
    }

    @Test func aWriteWithoutAnOriginIsRefused() {
        for method in ["POST", "PUT", "DELETE", "PATCH"] {
            #expect(gate.refusal(of: request(method))?.status == 403, "\(method)")
        }
    }

    @Test func tokensAreRandomAndLong() {
        let a = ReviewToken()
        let b = ReviewToken()
        #expect(a != b)
        #expect(a.value.count == 64 && a.value.allSatisfy(\.isHexDigit))
        #expect(a.matches(a.value) && !a.matches(b.value) && !a.matches(nil))
    }
}
